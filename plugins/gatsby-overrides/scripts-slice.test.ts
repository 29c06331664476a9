/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ScriptsSliceWithoutInlineScripts, withoutInlineScripts } from "./scripts-slice";

/** The slice as Gatsby 5.16's stats extractor writes it (gatsby-webpack-stats-extractor.js). */
const chunkMap = JSON.stringify({ app: ["/app-751054644a61b33a7bdc.js"] });
const BUNDLES =
  '<script src="/webpack-runtime-b2bfd65a04f848a4a10a.js" async></script>' +
  '<script src="/framework-1e5c7a58cca077ccfc0b.js" async></script>' +
  '<script src="/app-751054644a61b33a7bdc.js" async></script>';
const GATSBY_SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(chunkMap)};
          </script>
        <script>window.___webpackCompilationHash="e9d1d86e97c35266d49a";</script>${BUNDLES}`;

describe("withoutInlineScripts", () => {
  it("keeps only the bundles of Gatsby's scripts slice, and changes nothing a second time", () => {
    expect(withoutInlineScripts(GATSBY_SLICE)).toBe(BUNDLES);
    expect(withoutInlineScripts(BUNDLES)).toBe(BUNDLES);
  });

  it("refuses an inline script it does not know, naming it", () => {
    expect(() => withoutInlineScripts(`<script>window.pageData={}</script>${BUNDLES}`)).toThrow(
      /an inline script this plugin does not know, <script>/,
    );
    expect(() => withoutInlineScripts(`<script type="module">go()</script>`)).toThrow(
      /<script type="module">/,
    );
  });
});

describe("ScriptsSliceWithoutInlineScripts", () => {
  function compiledWith(file: string) {
    const steps: (() => Promise<void>)[] = [];
    new ScriptsSliceWithoutInlineScripts(file).apply({
      hooks: { done: { tapPromise: (_name, run) => steps.push(run) } },
    });
    return steps;
  }

  it("rewrites the slice Gatsby wrote once webpack is done", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "slice-")), "_gatsby-scripts-1.html");
    writeFileSync(file, GATSBY_SLICE);
    const steps = compiledWith(file);
    expect(steps).toHaveLength(1);
    await steps[0]?.();
    expect(readFileSync(file, "utf8")).toBe(BUNDLES);
  });

  it("fails the build, naming the file, when Gatsby wrote no slice", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "slice-")), "missing.html");
    await expect(compiledWith(file)[0]?.()).rejects.toThrow(/missing\.html: Gatsby wrote no/);
  });
});
