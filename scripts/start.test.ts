/**
 * `npm start` and `npm run edit` stop on a port they cannot have before they build (minutes, and
 * public/ rewritten under whatever serves it), saying why in one line: a PORT that is none, or a
 * port in use; `--help` or an option they do not take never starts a build either. The build is a stand-in
 * `npx` that notes its call, so a test that fails never runs Gatsby.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { expect } from "expect";
import { runScript, withPortTaken } from "./command-line-runs.ts";

const COMMANDS = ["start.ts", "edit.ts"];
/** Keys for EmailJS, so that no outbox is started beside the site. */
const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "k",
  GATSBY_EMAILJS_SERVICE_ID: "s",
  GATSBY_EMAILJS_TEMPLATE_ID: "t",
};

let bin: string;
/** Where the stand-in `npx` writes its arguments, one line a call. */
let calls: string;

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), "start-"));
  calls = path.join(bin, "calls");
  fs.writeFileSync(path.join(bin, "npx"), `#!/bin/sh\necho "$@" >> "${calls}"\n`, {
    mode: 0o755,
  });
});

afterEach(() => {
  fs.rmSync(bin, { recursive: true, force: true });
});

/**
 * Runs scripts/`command` with `args` under `env` until it exits: its status, what it printed and
 * the builds it started.
 */
async function run(command: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const { code, stdout, stderr } = await runScript(command, {
    args,
    env: { ...KEYS, PATH: `${bin}:${process.env.PATH ?? ""}`, ...env },
  });
  const builds = fs.existsSync(calls) ? fs.readFileSync(calls, "utf8") : "";
  return { code, stdout, stderr, builds };
}

describe("a PORT that is no port for the site", () => {
  for (const command of COMMANDS) {
    for (const port of ["abc", "70000", "0", "", "0x1F90"]) {
      it(`stops ${command} with PORT=${port} before anything runs`, async () => {
        const { code, stderr, builds } = await run(command, { PORT: port });
        expect({ code, stderr, builds }).toEqual({
          code: 1,
          stderr: `PORT=${port} is not a port (1–65535).\n`,
          builds: "",
        });
      });
    }
  }

  it("stops serve.ts too, which takes its default --port from PORT", async () => {
    const { code, stderr } = await run("serve.ts", { PORT: "abc" });
    expect({ code, stderr }).toEqual({ code: 1, stderr: "PORT=abc is not a port (1–65535).\n" });
  });
});

describe("a port in use", () => {
  for (const command of COMMANDS) {
    it(`stops ${command} before it builds, in one line`, async () => {
      // Where the site listens: "localhost", resolved as the command resolves it.
      await withPortTaken("localhost", async (port) => {
        const { code, stderr, builds } = await run(command, { PORT: port });
        expect({ code, stderr, builds }).toEqual({
          code: 1,
          stderr: `Port ${port} is in use (another \`npm start\`, \`npm run edit\` or \`npm run serve\`?): stop it, or set PORT to another port.\n`,
          builds: "",
        });
      });
    });
  }
});

describe("a command line a person types", () => {
  for (const command of COMMANDS) {
    it(`answers ${command} --help without building`, async () => {
      const { code, stdout, builds } = await run(command, {}, ["--help"]);
      expect({ code, usage: stdout.split("\n")[0], builds }).toEqual({
        code: 0,
        usage: `Usage: npm ${command === "start.ts" ? "start" : "run edit"}`,
        builds: "",
      });
    });

    it(`stops ${command} on an option it does not take, before it builds`, async () => {
      const { code, stderr, builds } = await run(command, {}, ["--port", "9001"]);
      expect({ code, firstLine: stderr.split("\n")[0], builds }).toEqual({
        code: 1,
        firstLine: "Unknown option '--port'",
        builds: "",
      });
    });
  }
});
