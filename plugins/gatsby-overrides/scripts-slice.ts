import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

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

/**
 * A webpack plugin for the browser bundle's compilation. Added after Gatsby's own plugins, its
 * `done` step runs after Gatsby's stats extractor has written the slice.
 */
export class ScriptsSliceWithoutInlineScripts {
  private readonly file: string;

  constructor(file: string = path.resolve(SCRIPTS_SLICE)) {
    this.file = file;
  }

  apply(compiler: { hooks: { done: DoneHook } }): void {
    compiler.hooks.done.tapPromise("gatsby-overrides:scripts-slice", async () => {
      const html = await readFile(this.file, "utf8").catch((error: unknown) => {
        throw new Error(
          `${this.file}: Gatsby wrote no scripts slice to take the inline scripts out of`,
          {
            cause: error,
          },
        );
      });
      const stripped = withoutInlineScripts(html);
      if (stripped !== html) await writeFile(this.file, stripped);
    });
  }
}
