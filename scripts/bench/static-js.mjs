// The JavaScript each built page asks for, read from the build output alone: the scripts its
// HTML references (requested while the page loads) and the route's own page-component code.
// Bytes are deterministic, so the budgets of DECISIONS.md §8 can be checked without a browser
// (scripts/js-budget.test.mjs); the benchmark measures the same thing in Chromium.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { readChunkGroups } from "./chunks.mjs";

/**
 * Directories of public/ that hold no pages of the site: `admin` is the content editor (static
 * files, not a Gatsby page; its bytes are reported by scripts/js-budget.test.mjs, not budgeted).
 */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "icons", "admin"]);

/** The content editor's folder in public/ (src/editor/location.ts). */
export const EDITOR_DIR = "admin";

/**
 * The editor's JavaScript that loads with its page: cms.js and the chunks it imports statically
 * (esbuild writes them as `from"./chunks/…"` / `import"./chunks/…"`), each with its gzip size.
 * Chunks imported on demand (locales, image tools) are left out.
 */
export function editorStartupJs(publicDir) {
  const entry = path.posix.join(EDITOR_DIR, "cms.js");
  if (!existsSync(path.join(publicDir, entry))) return [];
  const code = readFileSync(path.join(publicDir, entry), "utf8");
  const imported = [...code.matchAll(/(?:from|import)\s*"\.\/(chunks\/[^"]+\.js)"/g)].map((match) =>
    path.posix.join(EDITOR_DIR, match[1]),
  );
  return [entry, ...new Set(imported)].map((file) => ({
    file,
    gzipBytes: gzipBytes(publicDir, file),
  }));
}

/** gzip body bytes at level 6, what the local server and most CDNs send. */
export function gzipBytes(publicDir, file) {
  return zlib.gzipSync(readFileSync(path.join(publicDir, file)), { level: 6 }).length;
}

/**
 * Every built page: `{ route, html }`, e.g. `{ route: "/about", html: "about/index.html" }`, and
 * `/404.html`, the page hosts answer unknown addresses with.
 */
export function builtPages(publicDir) {
  const pages = [];
  const visit = (relativeDir) => {
    for (const entry of readdirSync(path.join(publicDir, relativeDir), { withFileTypes: true })) {
      const relative = path.posix.join(relativeDir, entry.name);
      if (entry.isDirectory() && !NOT_PAGES.has(relative)) visit(relative);
      else if (entry.isFile() && entry.name === "index.html") {
        pages.push({ route: `/${relativeDir}`.replace(/\/\.?$/, "") || "/", html: relative });
      }
    }
  };
  visit(".");
  if (existsSync(path.join(publicDir, "404.html")))
    pages.push({ route: "/404.html", html: "404.html" });
  return pages
    .map((page) => ({ ...page, html: page.html.replace(/^\.\//, "") }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

function attributes(tag) {
  const found = {};
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) found[match[1]] = match[2] ?? "";
  return found;
}

/**
 * Local script files the HTML makes the browser fetch during the load: `<script src>` and
 * `<link rel="preload|modulepreload" as="script">`. Prefetches (next pages) are not counted.
 */
export function scriptsInHtml(html) {
  const files = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attributes(tag).src;
    if (src?.startsWith("/")) files.add(src.slice(1));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const { rel = "", as, href } = attributes(tag);
    const loads =
      /\b(preload|modulepreload)\b/.test(rel) && (as === "script" || rel.includes("modulepreload"));
    if (loads && href?.startsWith("/")) files.add(href.slice(1));
  }
  return [...files].map((file) => file.split(/[?#]/)[0]);
}

/** The page-component chunk name of a built route, from its page-data.json. */
function componentChunkOf(publicDir, route) {
  const file = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")).componentChunkName ?? null;
}

/**
 * Per built page: the scripts its HTML loads and the route's own code (its page-component chunk
 * group minus what every route shares), each file with its gzip size.
 */
export function staticJsReport(publicDir) {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const chunks = readChunkGroups(publicDir);
  const sized = (file) => ({ file, gzipBytes: gzipBytes(publicDir, file) });
  const total = (files) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return builtPages(publicDir).map(({ route, html }) => {
    const beforeLoad = scriptsInHtml(readFileSync(path.join(publicDir, html), "utf8")).map(sized);
    const chunkName = componentChunkOf(publicDir, route);
    const group = chunkName ? stats.namedChunkGroups?.[chunkName] : undefined;
    const ownCode = (group?.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => file.endsWith(".js") && !chunks.isShared(file))
      .map(sized);
    return {
      route,
      chunkName,
      beforeLoad,
      beforeLoadBytes: total(beforeLoad),
      ownCode,
      ownCodeBytes: total(ownCode),
    };
  });
}
