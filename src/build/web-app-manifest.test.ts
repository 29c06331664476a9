/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readManifestIdentity, webAppManifestOptions } from "./web-app-manifest";

const tokens = ":root { --color-ivory: #f7f3ec; --color-bg: var(--color-ivory); }";
const identity = {
  name: "Studio Anvaya",
  shortName: "Anvaya",
  description: "Interior design and architecture studio.",
};

describe("webAppManifestOptions", () => {
  const options = webAppManifestOptions(identity, tokens, "static/favicon.svg");

  it("names the app from the studio's identity and opens it standalone at the home page", () => {
    expect(options).toMatchObject({
      name: "Studio Anvaya",
      short_name: "Anvaya",
      description: "Interior design and architecture studio.",
      lang: "en",
      start_url: "/",
      display: "standalone",
    });
  });

  it("takes its colours from the design tokens", () => {
    expect(options.background_color).toBe("#f7f3ec");
    expect(options.theme_color).toBe("#f7f3ec");
  });

  it("makes every icon from one source, with the touch icon and Chrome's two sizes", () => {
    expect(options.icon).toBe("static/favicon.svg");
    expect(options.icons.map((icon) => icon.sizes)).toEqual(["180x180", "192x192", "512x512"]);
    expect(options.include_favicon).toBe(true);
    expect(options.theme_color_in_head).toBe(true);
  });
});

describe("readManifestIdentity", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-identity-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the names from content/site.yaml", () => {
    const file = path.resolve(__dirname, "../../content/site.yaml");
    expect(readManifestIdentity(file)).toEqual({
      name: "Studio Anvaya",
      shortName: expect.any(String) as unknown,
      description: expect.stringContaining("Studio Anvaya") as unknown,
    });
  });

  it("leaves a broken file to the content check instead of failing first", () => {
    const file = path.join(dir, "site.yaml");
    fs.writeFileSync(file, "name: Studio Anvaya\n  description: [unclosed\n");
    expect(readManifestIdentity(file).name).toMatch(/content check/);
    fs.writeFileSync(file, "name: Studio Anvaya\n");
    expect(readManifestIdentity(file).shortName).toMatch(/content check/);
    expect(readManifestIdentity(path.join(dir, "missing.yaml")).name).toMatch(/content check/);
  });
});
