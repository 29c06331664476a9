/**
 * The byte budgets of docs/performance.md and what a build's files say about them, with no
 * browser: which pages there are, the JavaScript each one requests while it loads and the route's
 * own code. Bytes are deterministic, so `npm run test:budget` checks them on every build and the
 * benchmark prints the same figures beside its timings.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const BUDGETS = {
  /** JavaScript a first visit fetches, gzip: the page's scripts and its whole chunk group. */
  jsBeforeLoadBytes: 110_000,
  /** The route's own code: its page component's chunk group minus what every route shares. */
  ownCodeBytes: 15_000,
  /** A page's HTML with its headers: ten TCP segments, a new connection's first round trip. */
  firstRoundTripBytes: 14_600,
  /** The home page's hero picture as a phone loads it, in each format it is offered in. */
  heroPhoneBytes: 80_000,
} as const;

/** Lighthouse's phone: 412 CSS px at a device pixel ratio of 1.75 needs a 721 px wide file. */
export const PHONE_PICTURE_WIDTH = 721;

/** Kilobytes as DevTools counts them (1 KB = 1000 bytes). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Directories of public/ that hold no pages of the site: `admin` is the content editor (static
 * files, not a Gatsby page; its bytes are reported by the budget test, not budgeted).
 */
export const EDITOR_DIR = "admin";
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "icons", EDITOR_DIR]);

/** gzip body bytes at level 6, what the local server and most CDNs send. */
export const gzipBytes = (publicDir: string, file: string) =>
  zlib.gzipSync(readFileSync(path.join(publicDir, file)), { level: 6 }).length;

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

const sized = (publicDir: string, files: readonly string[]): SizedFile[] =>
  files.map((file) => ({ file, gzipBytes: gzipBytes(publicDir, file) }));
const total = (files: readonly SizedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/**
 * The editor's JavaScript that loads with its page: cms.js and the chunks it imports statically
 * (esbuild writes `from"./chunks/…"`), not those it imports on demand (locales, image tools).
 */
export function editorStartupJs(publicDir: string): SizedFile[] {
  const entry = `${EDITOR_DIR}/cms.js`;
  if (!existsSync(path.join(publicDir, entry))) return [];
  const code = readFileSync(path.join(publicDir, entry), "utf8");
  const imported = [...code.matchAll(/(?:from|import)\s*"\.\/(chunks\/[^"]+\.js)"/g)];
  return sized(publicDir, [
    ...new Set([entry, ...imported.map((m) => `${EDITOR_DIR}/${m[1] ?? ""}`)]),
  ]);
}

export interface BuiltPage {
  /** e.g. "/about", "/" or "/404.html" */
  route: string;
  /** its file under public/, e.g. "about/index.html" */
  html: string;
}

/** Every built page, sorted by route, with `/404.html`, the page hosts answer unknown paths with. */
export function builtPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(publicDir, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !NOT_PAGES.has(relative)) visit(relative);
      else if (entry.isFile() && entry.name === "index.html") {
        pages.push({ route: `/${dir}`, html: relative });
      }
    }
  };
  visit("");
  if (existsSync(path.join(publicDir, "404.html"))) {
    pages.push({ route: "/404.html", html: "404.html" });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The pages a visitor reaches by a link: every built page but the 404 pages. */
export const linkedRoutes = (publicDir: string) =>
  builtPages(publicDir)
    .map((page) => page.route)
    .filter((route) => !route.startsWith("/404"));

/**
 * Local scripts a first visit to the page fetches: `<script src>`, the bundles a loader script
 * starts after the load event (its `data-scripts`, plugins/gatsby-overrides), and
 * `<link rel="preload" as="script">` or `rel="modulepreload"`; not prefetches (next pages).
 */
export function scriptsInHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const loaded = tags.filter(
    (tag) =>
      tag.startsWith("<script") ||
      /rel="modulepreload"|(?=.*rel="preload")(?=.*as="script")/.test(tag),
  );
  const files = loaded.flatMap((tag) => [
    /\b(?:src|href)="\/([^"?#]+)/.exec(tag)?.[1] ?? "",
    // The plugin's SCRIPTS_ATTRIBUTE, by name: the plugin's modules are compiled by Gatsby, not
    // loaded by Node.
    ...(/\bdata-scripts="([^"]*)"/.exec(tag)?.[1] ?? "").split(" ").map((url) => url.slice(1)),
  ]);
  return [...new Set(files.filter(Boolean))];
}

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: { name: string }[] }>;
}

/** The page-component chunk name of a built route, from its page-data.json. */
function componentChunkOf(publicDir: string, route: string): string | null {
  const file = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json");
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, "utf8")) as { componentChunkName?: string };
  return data.componentChunkName ?? null;
}

export interface RouteJs {
  route: string;
  chunkName: string | null;
  /** the scripts its HTML loads */
  inHtml: SizedFile[];
  /**
   * every script a first visit fetches: those its HTML loads and, when the app starts, every
   * file of its page component's chunk group (the group's shared chunks among them)
   */
  firstLoad: SizedFile[];
  firstLoadBytes: number;
  /** its page component's chunk group minus the files every route shares */
  ownCode: SizedFile[];
  ownCodeBytes: number;
}

/** webpack's named chunk groups of a build (`app`, `component---…`, lazy chunks), their scripts. */
export function chunkGroups(publicDir: string): { name: string; files: string[] }[] {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as WebpackStats;
  return Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => ({
    name,
    files: group.assets.map((asset) => asset.name).filter((file) => file.endsWith(".js")),
  }));
}

/**
 * Per built page: the JavaScript a first visit fetches, and the route's own code. "Shared" is
 * webpack's `app` chunk group (webpack-runtime, framework = React, app = Gatsby's runtime) and any
 * chunk in every page component's group (`commons`, the site's shell): shared files are left out
 * of the route's own code, never out of its first load.
 */
export function staticJsReport(publicDir: string): RouteJs[] {
  const groups = chunkGroups(publicDir);
  const pageGroups = groups.filter((group) => group.name.startsWith("component---"));
  const shared = new Set(groups.find((group) => group.name === "app")?.files);
  for (const file of pageGroups[0]?.files ?? []) {
    if (pageGroups.every((group) => group.files.includes(file))) shared.add(file);
  }
  return builtPages(publicDir).map(({ route, html }) => {
    const chunkName = componentChunkOf(publicDir, route);
    const group = groups.find((candidate) => candidate.name === chunkName)?.files ?? [];
    const inHtmlFiles = scriptsInHtml(readFileSync(path.join(publicDir, html), "utf8"));
    const inHtml = sized(publicDir, inHtmlFiles);
    const firstLoad = sized(publicDir, [...new Set([...inHtmlFiles, ...group])]);
    const ownCode = sized(
      publicDir,
      group.filter((file) => !shared.has(file)),
    );
    const [firstLoadBytes, ownCodeBytes] = [total(firstLoad), total(ownCode)];
    return { route, chunkName, inHtml, firstLoad, firstLoadBytes, ownCode, ownCodeBytes };
  });
}

/**
 * The gallery as a studio shares one of its categories (`/projects?category=home`, the address of
 * src/lib/project-filter.ts): the category whose first card comes last in the built gallery, whose
 * cover a visitor would wait for longest but for the early covers (docs/performance.md). None while
 * the gallery shows one category.
 */
export function sharedCategoryRoute(publicDir: string): string | null {
  const gallery = path.join(publicDir, "projects", "index.html");
  if (!existsSync(gallery)) return null;
  const cards = readFileSync(gallery, "utf8").matchAll(/<li\b[^>]*\bdata-category="([^"]+)"/g);
  const categories = [...new Set(Array.from(cards, (card) => card[1]))];
  return categories.length > 1 ? `/projects?category=${categories.at(-1) ?? ""}` : null;
}
