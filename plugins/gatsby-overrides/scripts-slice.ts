import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loaderFile, withScriptsAfterLoad } from "./scripts-after-load";

/**
 * Gatsby 5 writes the scripts every page ends with into one slice, public/_gatsby/slices/
 * _gatsby-scripts-1.html, and stitches it into each page's HTML: the chunk mapping and the
 * compilation hash as two inline scripts, then the bundles. The browser bundle sets both globals
 * itself (page-globals.tsx), so this takes the two inline scripts out of the slice, right after
 * Gatsby has written it; Gatsby stitches the pages again whenever the slice changes, so every
 * page, rendered in this build or an earlier one, ends the same way.
 */
export const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");

const CHUNK_MAPPING =
  /\s*<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=[^<]*<\/script>\s*/;
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="[\w-]*";<\/script>/;
/** A script element without a `src`: code that would run inline. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>/;

/** The slice's HTML without its inline scripts; throws on one it does not know. */
export function withoutInlineScripts(html: string): string {
  const stripped = html.replace(CHUNK_MAPPING, "").replace(COMPILATION_HASH, "");
  const unknown = INLINE_SCRIPT.exec(stripped);
  if (unknown) {
    throw new Error(
      `${SCRIPTS_SLICE}: an inline script this plugin does not know, ${unknown[0]}: Gatsby's scripts slice changed; see plugins/gatsby-overrides/scripts-slice.ts`,
    );
  }
  return stripped;
}

interface DoneHook {
  tapPromise: (name: string, run: () => Promise<void>) => void;
}

export interface SliceRewrites {
  /** Take Gatsby's two inline scripts out (no-inline-scripts). */
  withoutInlineScripts: boolean;
  /** Start the bundles after the load event (scripts-after-load.ts). */
  scriptsAfterLoad: boolean;
}

/**
 * A webpack plugin for the browser bundle's compilation. Added after Gatsby's own plugins, its
 * `done` step runs after Gatsby's stats extractor has written the slice, and rewrites it; with
 * `scriptsAfterLoad`, it writes the loader beside the bundles in public/.
 */
export class ScriptsSliceRewrite {
  private readonly rewrites: SliceRewrites;
  private readonly file: string;

  constructor(rewrites: SliceRewrites, file: string = path.resolve(SCRIPTS_SLICE)) {
    this.rewrites = rewrites;
    this.file = file;
  }

  apply(compiler: { hooks: { done: DoneHook } }): void {
    compiler.hooks.done.tapPromise("gatsby-overrides:scripts-slice", async () => {
      const html = await readFile(this.file, "utf8").catch((error: unknown) => {
        throw new Error(`${this.file}: Gatsby wrote no scripts slice to rewrite`, { cause: error });
      });
      let rewritten = this.rewrites.withoutInlineScripts ? withoutInlineScripts(html) : html;
      if (this.rewrites.scriptsAfterLoad) {
        const loader = loaderFile();
        // The slice sits in public/_gatsby/slices/; the bundles, and the loader, at public/'s root.
        await writeFile(path.join(path.dirname(this.file), "..", "..", loader.name), loader.source);
        rewritten = withScriptsAfterLoad(rewritten, `/${loader.name}`);
      }
      if (rewritten !== html) await writeFile(this.file, rewritten);
    });
  }
}
