/**
 * `npm run content:format`: rewrites the YAML files of content/ in the style the content editor
 * writes (src/content/content-format.ts), so that a save in the editor changes only the lines of
 * the fields it changed. Safe to run at any time: a file already in that style is left alone.
 *
 * The formatter reads the content schemas, which Node cannot load as they are (src/ imports
 * without file extensions, as Gatsby's bundlers allow), so it is bundled first with esbuild into
 * node_modules/.cache/ (a fraction of a second) and run from there.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

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
  formatContentDir: (dir: string) => string[];
};
const changed = formatContentDir(path.join(ROOT, "content"));
console.log(
  changed.length === 0
    ? "content/ is already in the editor's style."
    : `Rewrote ${String(changed.length)} file(s) in the editor's style:\n${changed.map((file) => `  content/${file}`).join("\n")}`,
);
