import { readdirSync } from "node:fs";
import path from "node:path";
import type { RuleGroup } from "./headers-format";
import { UNSERVED_FILES } from "./published-folder.ts";

/**
 * The published folder as the host sees it: its files, and the URL each is served at. The site
 * is built with `trailingSlash: "never"`, so public/about/index.html is the page /about (and
 * public/index.html the page /); every other file is served at its own path.
 */

/** Every served file under `publicDir`, relative with "/" separators, sorted. */
export function listPublicFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !(relative === "" && UNSERVED_FILES.has(entry.name))) {
        files.push(child);
      }
    }
  };
  walk("");
  return files.sort();
}

/** The URL path `file` (relative to public/) is served at. */
export function servedPath(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** An HTML document of the site: a page, the 404 page, or a fragment Gatsby keeps beside them. */
export function isHtml(file: string): boolean {
  return file.endsWith(".html");
}

/**
 * Cache-Control for every file of the build, as rules in which no URL is matched by two rules
 * (a host joins the values of every matching rule, so two Cache-Control values would merge into
 * one contradictory header). Files whose name changes with their content are kept by browsers
 * and the CDN for a year; everything else (pages, page data, files with fixed names) is checked
 * with the host on every use, so a new deploy shows at once.
 *
 * Only shapes both hosts read alike are used: a `*` at the end of a pattern (Netlify ignores
 * whatever follows a `*`, so `/*.js` would match every file) and whole-segment placeholders. A
 * folder that is itself a page (/projects) gets `/projects/:page`, never `/projects/*`, which
 * Netlify also matches against /projects itself.
 */

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Webpack's scripts and stylesheets at the root, `<name>-<hash>.js` and `<name>.<hash>.css`,
 * with their name part: `app-`, `component---src-pages-about-tsx-`, `styles.`.
 */
const HASHED_ASSET = /^([^/]+[-.])[0-9a-f]{16,}\.(js|css)$/;

/** Gatsby's processed images and fonts: every path under /static/ contains a content hash. */
const HASHED_FOLDER = "static";

/**
 * One name part per webpack chunk, as the prefix of a `/<name>-*` rule. A prefix covers every
 * build of that chunk (public/ keeps the scripts of earlier builds) and its source map and
 * licence file, whose names carry the same hash, so the rules do not grow with each rebuild.
 * A chunk with both a script (`12-`) and a stylesheet (`12.`) gets one prefix without the
 * separator (`12`): Netlify reads a `.` in a pattern as any character, so `/12.*` would match
 * `/12-….js` too (its own parser, @netlify/headers-parser, does). A prefix that starts with
 * another is left out: the shorter one's rule already matches it.
 */
export function chunkPrefixes(files: readonly string[]): string[] {
  const found = new Set(files.flatMap((file) => HASHED_ASSET.exec(file)?.[1] ?? []));
  const stem = (prefix: string) => prefix.slice(0, -1);
  const prefixes = [
    ...new Set(
      [...found].map((prefix) =>
        found.has(`${stem(prefix)}-`) && found.has(`${stem(prefix)}.`) ? stem(prefix) : prefix,
      ),
    ),
  ].sort();
  return prefixes.filter(
    (prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}

/** A webpack output file at the root: a script or stylesheet, its source map or licence. */
const HASHED_FILE = /^[^/]+[-.][0-9a-f]{16,}\.(js|css)(\.map|\.LICENSE\.txt)?$/;

function isContentHashed(file: string): boolean {
  return file.startsWith(`${HASHED_FOLDER}/`) || HASHED_FILE.test(file);
}

/**
 * Files at the root named like a chunk (`app-store-badge.svg` beside `app-<hash>.js`) but with no
 * content hash: the chunk's rule would keep them for a year, as if their name changed with their
 * content. The build refuses them (src/deploy/build.ts), naming each.
 */
export function unhashedUnderChunkRules(files: readonly string[]): string[] {
  const prefixes = chunkPrefixes(files);
  return files.filter(
    (file) =>
      !file.includes("/") &&
      !isContentHashed(file) &&
      prefixes.some((prefix) => file.startsWith(prefix)),
  );
}

/** The rules for URLs below /<folder>/ (not /<folder> itself), all of which revalidate. */
function folderRules(
  folder: string,
  nested: readonly string[],
  urls: ReadonlySet<string>,
): string[] {
  if (!urls.has(`/${folder}`)) return [`/${folder}/*`];
  const depth = (url: string) => url.split("/").length;
  if (nested.every((url) => depth(url) === 3)) return [`/${folder}/:page`];
  return [...nested];
}

export function cacheRules(files: readonly string[]): RuleGroup[] {
  const prefixes = chunkPrefixes(files);
  const immutable = [
    ...(files.some((file) => file.startsWith(`${HASHED_FOLDER}/`)) ? [`/${HASHED_FOLDER}/*`] : []),
    ...prefixes.map((prefix) => `/${prefix}*`),
  ];
  const urls = new Set(files.filter((file) => !isContentHashed(file)).map(servedPath));
  const topLevel = [...urls].filter((url) => url.split("/").length === 2);
  const nestedByFolder = new Map<string, string[]>();
  for (const url of urls) {
    const [, folder, ...rest] = url.split("/");
    if (folder !== undefined && rest.length > 0) {
      nestedByFolder.set(folder, [...(nestedByFolder.get(folder) ?? []), url]);
    }
  }
  const revalidate = [
    ...topLevel,
    ...[...nestedByFolder].flatMap(([folder, nested]) => folderRules(folder, nested, urls)),
  ].sort();
  const rule = (value: string) => (urlPattern: string) => ({
    path: urlPattern,
    headers: [["Cache-Control", value]] as const,
  });
  const groups: RuleGroup[] = [
    {
      comment: "Content-hashed files: a new build gives them new names, so keep them for a year.",
      rules: immutable.map(rule(IMMUTABLE)),
    },
    {
      comment: "Pages, page data and files with fixed names: check for a new deploy on every use.",
      rules: revalidate.map(rule(REVALIDATE)),
    },
  ];
  return groups.filter((group) => group.rules.length > 0);
}
