/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loaderFile } from "./scripts-after-load";
import { ScriptsSliceRewrite, type SliceRewrites, withoutInlineScripts } from "./scripts-slice";

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

describe("ScriptsSliceRewrite", () => {
  function sliceIn(html: string) {
    const root = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(root, "_gatsby", "slices"), { recursive: true });
    const file = path.join(root, "_gatsby", "slices", "_gatsby-scripts-1.html");
    writeFileSync(file, html);
    return { root, file };
  }

  function doneStep(rewrites: SliceRewrites, file: string) {
    const steps: (() => Promise<void>)[] = [];
    new ScriptsSliceRewrite(rewrites, file).apply({
      hooks: { done: { tapPromise: (_name, run) => steps.push(run) } },
    });
    expect(steps).toHaveLength(1);
    return steps[0] ?? (() => Promise.resolve());
  }

  it("takes the inline scripts out of the slice Gatsby wrote once webpack is done", async () => {
    const { file } = sliceIn(GATSBY_SLICE);
    await doneStep({ withoutInlineScripts: true, scriptsAfterLoad: false }, file)();
    expect(readFileSync(file, "utf8")).toBe(BUNDLES);
  });

  it("starts the bundles after the load event, from a loader written beside them", async () => {
    const { root, file } = sliceIn(GATSBY_SLICE);
    await doneStep({ withoutInlineScripts: true, scriptsAfterLoad: true }, file)();
    const { name, source } = loaderFile();
    expect(readFileSync(path.join(root, name), "utf8")).toBe(source);
    expect(readFileSync(file, "utf8")).toBe(
      `<script src="/${name}" async data-scripts="/webpack-runtime-b2bfd65a04f848a4a10a.js /framework-1e5c7a58cca077ccfc0b.js /app-751054644a61b33a7bdc.js"></script>`,
    );
  });

  it("fails the build, naming the file, when Gatsby wrote no slice", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "slice-")), "missing.html");
    const step = doneStep({ withoutInlineScripts: true, scriptsAfterLoad: true }, file);
    await expect(step()).rejects.toThrow(/missing\.html: Gatsby wrote no scripts slice/);
  });
});
