import fs from "node:fs";
import path from "node:path";
import { tokenValue } from "./design-tokens";

const css = `
/* --color-commented: #000000; */
:root {
  --color-ivory: #f7f3ec;
  --color-bg: var(--color-ivory);
  --color-loop: var(--color-loop);
  --space-s: 1rem;
}
`;

describe("tokenValue", () => {
  it("reads a custom property", () => {
    expect(tokenValue(css, "--color-ivory")).toBe("#f7f3ec");
  });

  it("follows var() references to the value", () => {
    expect(tokenValue(css, "--color-bg")).toBe("#f7f3ec");
  });

  it("fails on a token that is not defined, or only in a comment", () => {
    expect(() => tokenValue(css, "--color-sage")).toThrow(
      "design token --color-sage is not defined",
    );
    expect(() => tokenValue(css, "--color-commented")).toThrow(/not defined/);
  });

  it("fails on a token that refers to itself", () => {
    expect(() => tokenValue(css, "--color-loop")).toThrow(/refers to itself/);
  });

  it("finds the page background in the real tokens", () => {
    const real = fs.readFileSync(path.resolve(__dirname, "../styles/tokens.css"), "utf8");
    expect(tokenValue(real, "--color-bg")).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
