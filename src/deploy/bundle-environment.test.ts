/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleEnvironment } from "./bundle-environment";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bundle-environment-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("bundleEnvironment", () => {
  test("reads .env.production for a build, the process's own variables winning", () => {
    writeFileSync(
      path.join(dir, ".env.production"),
      "# EmailJS\nGATSBY_EMAILJS_PUBLIC_KEY=from-file\nGATSBY_EMAILJS_ORIGIN=https://file.example\n",
    );
    const env = bundleEnvironment(dir, {
      NODE_ENV: "production",
      GATSBY_EMAILJS_ORIGIN: "https://shell.example",
    });
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBe("from-file");
    expect(env.GATSBY_EMAILJS_ORIGIN).toBe("https://shell.example");
  });

  test("reads the file as Gatsby's dotenv does, not as Node's parser would", () => {
    writeFileSync(
      path.join(dir, ".env.production"),
      "export GATSBY_EMAILJS_PUBLIC_KEY=exported\nGATSBY_EMAILJS_ORIGIN=https://proxy.example # EU\n",
    );
    const env = bundleEnvironment(dir, { NODE_ENV: "production", GATSBY_ACTIVE_ENV: "" });
    // The bundle has no key from an `export` line, and the comment is part of the origin.
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBeUndefined();
    expect(env.GATSBY_EMAILJS_ORIGIN).toBe("https://proxy.example # EU");
  });

  test("follows GATSBY_ACTIVE_ENV to another file", () => {
    writeFileSync(path.join(dir, ".env.production"), "GATSBY_EMAILJS_SERVICE_ID=production\n");
    writeFileSync(path.join(dir, ".env.staging"), "GATSBY_EMAILJS_SERVICE_ID=staging\n");
    const env = bundleEnvironment(dir, { NODE_ENV: "production", GATSBY_ACTIVE_ENV: "staging" });
    expect(env.GATSBY_EMAILJS_SERVICE_ID).toBe("staging");
  });

  test("is the process's environment when there is no file", () => {
    expect(bundleEnvironment(dir, { NODE_ENV: "production", A: "1" })).toEqual({
      NODE_ENV: "production",
      A: "1",
    });
  });
});
