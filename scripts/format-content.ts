/**
 * `npm run content:format`: rewrites the YAML files of content/ in the style the content editor
 * writes (src/content/content-format.ts), so that a save in the editor changes only the lines of
 * the fields it changed. Safe to run at any time: a file already in that style is left alone, and
 * so is one that is not valid YAML or holds a comment (the rewrite would delete it, and with it
 * the rest of a text cut short at " #"), named with its line, and the run ends with exit code 1.
 *
 * The formatter reads the content schemas, which Node cannot load as they are (src/ imports
 * without file extensions, as Gatsby's bundlers allow), so it is bundled first with esbuild into
 * node_modules/.cache/ (a fraction of a second) and run from there.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { FormatResult } from "../src/content/content-format.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "node_modules", ".cache", "format-content", "format-content.mjs");

await build({
  entryPoints: [path.join(ROOT, "src", "content", "content-format.ts")],
  outfile: OUT,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
const { formatContentDir } = (await import(pathToFileURL(OUT).href)) as {
  formatContentDir: (dir: string) => FormatResult;
};
const { changed, refused } = formatContentDir(path.join(ROOT, "content"));
if (changed.length > 0) {
  console.log(
    `Rewrote ${String(changed.length)} file(s) in the editor's style:\n${changed.map((file) => `  content/${file}`).join("\n")}`,
  );
} else if (refused.length === 0) {
  console.log("content/ is already in the editor's style.");
}
for (const { file, reason } of refused) console.error(`content/${file}: ${reason}`);
const left = new Set(refused.map(({ file }) => file)).size;
if (left > 0) {
  console.error(
    `${String(left)} file(s) are not valid YAML or hold a comment, and were left as they are: fix them, then run this again.`,
  );
  process.exitCode = 1;
}
