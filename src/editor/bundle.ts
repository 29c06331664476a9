import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Plugin, version as esbuildVersion } from "esbuild";
import subsetFont from "subset-font";

/**
 * The content editor's code (Sveltia CMS) bundled from its npm build into a folder of static files
 * served from the site's own origin: `cms.js`, the code it loads later in `chunks/`, and the fonts
 * and workers it finds beside itself in `assets/` (Sveltia locates them with
 * `new URL("assets/…", import.meta.url)`, which esbuild leaves alone, so they are copied).
 * Sveltia's prebuilt `dist/sveltia-cms.js` is not used: it fetches fonts and code from CDNs.
 *
 * Bundling costs about a minute on a small machine, so the result is kept in
 * node_modules/.cache/ under a key made of everything it depends on (the versions of Sveltia CMS
 * and esbuild, the entry's text and the options below); a rebuild with the same key copies it.
 */

/** Where the entry lives, relative to the site's root. */
export const EDITOR_ENTRY = "src/editor/cms-entry.ts";

/**
 * Modules the bundle never runs: the syntax colouring of Sveltia's code field (some 300 grammars
 * and two themes, each its own chunk) serves fields this site's configuration does not have.
 * Each import of one resolves to an empty module, so the chunks are not written at all.
 */
const UNUSED_MODULES = /^@shikijs\/(langs|themes)\//;

/**
 * Sveltia's assets that are copied: all but source maps and WebAssembly (image conversion to
 * WebP and from HEIC), which the editor's Content-Security-Policy does not let run (no
 * 'wasm-unsafe-eval') and the editor's image fields do not accept (see image-ref.ts).
 */
const SKIPPED_ASSETS = [".map", ".wasm"];

/**
 * Sveltia's stylesheet also declares its three fonts with CDN addresses, as a fallback for the
 * bundled files it registers itself (FontFace objects from assets/). Under the editor's policy
 * those requests are blocked anyway, with a console error each: the rules are left out.
 */
const SVELTIA_ENTRY = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
const CDN_FONT_FACE = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;

/**
 * Sveltia's icon font (Material Symbols, 753 KB) is variable in weight, but its stylesheet draws
 * every icon at one weight (`.material-symbols-outlined {font-variation-settings: … "wght" 300 …}`).
 * The font is pinned to that weight (harfbuzz instancing through subset-font), keeping every
 * character and ligature: the same icons in 326 KB. When the stylesheet names no single weight,
 * the font is left as it is.
 */
const ICON_FONT = /^material-symbols-outlined-.*\.woff2$/;
const ICON_WEIGHT = /\.material-symbols-outlined\s*\{font-variation-settings:[^}]*"wght" (\d+)/;

/** Every character a font could hold, for a subset that keeps them all. */
const EVERY_CHARACTER = Array.from({ length: 0x110000 - 0x20 }, (_, index) => index + 0x20)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  .join("");

/** The icon font pinned to the one weight the stylesheet uses; returns the weight, if any. */
async function pinIconFont(assetsDir: string, entryCode: string): Promise<number | undefined> {
  const weight = ICON_WEIGHT.exec(entryCode)?.[1];
  const font = readdirSync(assetsDir).find((name) => ICON_FONT.test(name));
  if (weight === undefined || font === undefined) return undefined;
  const file = path.join(assetsDir, font);
  const pinned = await subsetFont(readFileSync(file), EVERY_CHARACTER, {
    targetFormat: "woff2",
    variationAxes: { wght: Number(weight) },
  });
  writeFileSync(file, pinned);
  return Number(weight);
}

const OPTIONS = {
  bundle: true,
  format: "esm",
  splitting: true,
  minify: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
} as const;

const unusedModules: Plugin = {
  name: "unused-modules",
  setup(plugin) {
    plugin.onResolve({ filter: UNUSED_MODULES }, () => ({ path: "unused", namespace: "unused" }));
    plugin.onLoad({ filter: /.*/, namespace: "unused" }, () => ({
      contents: "export default [];",
      loader: "js",
    }));
  },
};

const offlineFonts: Plugin = {
  name: "offline-fonts",
  setup(plugin) {
    plugin.onLoad({ filter: SVELTIA_ENTRY }, (args) => {
      const code = readFileSync(args.path, "utf8");
      const offline = code.replace(CDN_FONT_FACE, "");
      return {
        contents: offline,
        loader: "js",
        ...(offline === code && {
          warnings: [{ text: "no CDN @font-face rule found in Sveltia CMS: check the bundle" }],
        }),
      };
    });
  },
};

export interface EditorBundle {
  /** The folder holding cms.js, chunks/ and assets/. */
  dir: string;
  /** Whether it came from the cache (false: bundled just now). */
  cached: boolean;
  /** The cache key: the first characters of a SHA-256 over everything the bundle depends on. */
  key: string;
}

/** The folder of the installed @sveltia/cms package and its version. */
function sveltiaPackage(siteDir: string): { dir: string; version: string } {
  const entry = createRequire(path.join(siteDir, "package.json")).resolve("@sveltia/cms");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    version: string;
  };
  return { dir, version };
}

function cacheKey(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${String(part.length)}:${part}`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The editor's bundle for the site in `siteDir`: from the cache when nothing it depends on has
 * changed, else bundled now (into a temporary folder renamed into place, so an interrupted build
 * never leaves half a bundle behind under a valid key).
 */
export async function bundleEditor(siteDir: string): Promise<EditorBundle> {
  const sveltia = sveltiaPackage(siteDir);
  const entry = path.join(siteDir, EDITOR_ENTRY);
  const key = cacheKey([
    sveltia.version,
    esbuildVersion,
    readFileSync(entry, "utf8"),
    JSON.stringify(OPTIONS),
    UNUSED_MODULES.source,
    CDN_FONT_FACE.source,
    SKIPPED_ASSETS.join(),
    ICON_WEIGHT.source,
  ]);
  const cacheRoot = path.join(siteDir, "node_modules", ".cache", "studio-editor");
  const dir = path.join(cacheRoot, key);
  if (existsSync(path.join(dir, "cms.js"))) return { dir, cached: true, key };

  const staging = `${dir}.${String(process.pid)}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    ...OPTIONS,
    entryPoints: { cms: entry },
    outdir: staging,
    plugins: [unusedModules, offlineFonts],
  });
  const assets = path.join(sveltia.dir, "npm", "assets");
  mkdirSync(path.join(staging, "assets"), { recursive: true });
  cpSync(assets, path.join(staging, "assets"), {
    recursive: true,
    filter: (source) => !SKIPPED_ASSETS.some((extension) => source.endsWith(extension)),
  });
  await pinIconFont(
    path.join(staging, "assets"),
    readFileSync(path.join(sveltia.dir, "npm", "index.js"), "utf8"),
  );
  // Older bundles are dropped: only the current key is ever read again.
  for (const old of readdirSync(cacheRoot)) {
    if (path.join(cacheRoot, old) !== staging) {
      rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
    }
  }
  renameSync(staging, dir);
  return { dir, cached: false, key };
}
