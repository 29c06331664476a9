/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILT_FILES } from "../test-utils/public-files";
import {
  cacheRules,
  chunkPrefixes,
  IMMUTABLE,
  isHtml,
  listPublicFiles,
  REVALIDATE,
  servedPath,
  unhashedUnderChunkRules,
} from "./caching";
import {
  formatHeadersFile,
  headerProblems,
  headersFor,
  parseHeadersFile,
  type RuleGroup,
} from "./headers-format";

/** What the SEO work adds to public/: these must fall under the revalidate rules too. */
const SERVICE_FILES = [
  "robots.txt",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "manifest.webmanifest",
  "favicon.ico",
  "icons/icon-192x192.png",
  "icons/icon-512x512.png",
];

/** The rules with a catch-all rule in front, as the real file has (it must not add a Cache-Control). */
function fileFor(groups: readonly RuleGroup[]): string {
  return formatHeadersFile(
    [],
    [
      {
        comment: "All.",
        rules: [{ path: "/*", headers: [["X-Content-Type-Options", "nosniff"]] }],
      },
      ...groups,
    ],
  );
}

function cacheControlOf(text: string, url: string): string | undefined {
  return headersFor(parseHeadersFile(text), url).find(([name]) => name === "Cache-Control")?.[1];
}

describe("cacheRules over the files of a real build", () => {
  const text = fileFor(cacheRules(BUILT_FILES));
  const urls = [...new Set(BUILT_FILES.map(servedPath))];

  test("every served URL gets exactly one Cache-Control, from one rule", () => {
    expect(headerProblems(text, urls, ["Cache-Control"])).toEqual([]);
  });

  test("webpack's content-hashed scripts and stylesheets, and /static/, are kept for a year", () => {
    const hashed = BUILT_FILES.filter(
      (file) => /\.(js|css)$/.test(file) && !file.includes("/"),
    ).map((file) => `/${file}`);
    expect(hashed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/),
        expect.stringMatching(/^\/styles\.[0-9a-f]{20}\.css$/),
        expect.stringMatching(/^\/component---src-templates-project-tsx-[0-9a-f]{20}\.js$/),
      ]) as unknown,
    );
    const statics = BUILT_FILES.filter((file) => file.startsWith("static/")).map(
      (file) => `/${file}`,
    );
    expect(statics.length).toBeGreaterThan(3);
    for (const url of [...hashed, ...statics])
      expect([url, cacheControlOf(text, url)]).toEqual([url, IMMUTABLE]);
  });

  test("pages (root, 404, gallery, projects), page data and fixed names are revalidated", () => {
    const revalidated = urls.filter((url) => cacheControlOf(text, url) === REVALIDATE);
    expect(revalidated).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/services",
        "/contact",
        "/projects",
        "/projects/laterite-villa-assagao",
        "/404",
        "/404.html",
        "/page-data/app-data.json",
        "/page-data/index/page-data.json",
        "/page-data/projects/laterite-villa-assagao/page-data.json",
        "/page-data/sq/d/1049655727.json",
        "/chunk-map.json",
        "/webpack.stats.json",
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/~partytown/partytown.js",
        "/_gatsby/slices/_gatsby-scripts-1.html",
      ]) as unknown,
    );
    expect(
      revalidated.length + urls.filter((url) => cacheControlOf(text, url) === IMMUTABLE).length,
    ).toBe(urls.length);
  });

  test("an unknown address under a page folder is revalidated too (its 404 answer)", () => {
    expect(cacheControlOf(text, "/projects/no-such-project")).toBe(REVALIDATE);
  });

  test("uses only splats at the end and whole-segment placeholders, which both hosts read alike", () => {
    for (const { path } of parseHeadersFile(text)) {
      expect(path).toMatch(/^(\/[^/*:]+)*(\/|\/[^/*:]*\*|\/:[a-z]+)?$/);
    }
    // A folder that is itself a page never gets a splat rule (Netlify matches /projects/* to /projects).
    expect(text).toContain("/projects/:page\n");
    expect(text).not.toContain("/projects/*");
  });

  test("the files the SEO work adds fall under the revalidate rules, still one rule each", () => {
    const files = [...BUILT_FILES, ...SERVICE_FILES];
    const withService = fileFor(cacheRules(files));
    const serviceUrls = SERVICE_FILES.map(servedPath);
    expect(headerProblems(withService, serviceUrls, ["Cache-Control"])).toEqual([]);
    for (const url of serviceUrls) expect(cacheControlOf(withService, url)).toBe(REVALIDATE);
  });

  test("source maps and licences of hashed scripts share their script's rule", () => {
    expect(cacheControlOf(text, "/app-abe5eb90564e55cab95c.js.map")).toBe(IMMUTABLE);
    expect(cacheControlOf(text, "/framework-1e5c7a58cca077ccfc0b.js.LICENSE.txt")).toBe(IMMUTABLE);
  });

  test("the scripts of a rebuild, kept beside the earlier ones, add no rules", () => {
    const rebuilt = BUILT_FILES.map((file) =>
      file.replace(/-[0-9a-f]{20}\.js/, "-ffffffffffffffffffff.js"),
    );
    const files = [...new Set([...BUILT_FILES, ...rebuilt])];
    expect(files.length).toBeGreaterThan(BUILT_FILES.length);
    const count = (list: readonly string[]) =>
      cacheRules(list).reduce((sum, group) => sum + group.rules.length, 0);
    expect(count(files)).toBe(count(BUILT_FILES));
    const rebuiltText = fileFor(cacheRules(files));
    expect(
      headerProblems(rebuiltText, [...new Set(files.map(servedPath))], ["Cache-Control"]),
    ).toEqual([]);
  });

  test("more projects add no rules (Cloudflare Pages reads at most 100)", () => {
    const count = (files: readonly string[]) =>
      cacheRules(files).reduce((sum, group) => sum + group.rules.length, 0);
    const more = Array.from({ length: 50 }, (_, index) => [
      `projects/project-${index}/index.html`,
      `page-data/projects/project-${index}/page-data.json`,
    ]).flat();
    expect(count([...BUILT_FILES, ...more])).toBe(count(BUILT_FILES));
  });
});

describe("cacheRules for folders of other shapes", () => {
  test("a page folder with pages two levels down lists them, never overlapping", () => {
    const files = [
      "index.html",
      "journal/index.html",
      "journal/2024/spring/index.html",
      "journal/feed.xml",
    ];
    const text = fileFor(cacheRules(files));
    const urls = files.map(servedPath);
    expect(headerProblems(text, urls, ["Cache-Control"])).toEqual([]);
    expect(parseHeadersFile(text).map((rule) => rule.path)).toEqual([
      "/*",
      "/",
      "/journal",
      "/journal/2024/spring",
      "/journal/feed.xml",
    ]);
  });

  test("leaves out a group that has no rules", () => {
    expect(cacheRules(["index.html"])).toEqual([
      {
        comment: expect.stringMatching(/^Pages/) as unknown,
        rules: [{ path: "/", headers: [["Cache-Control", REVALIDATE]] }],
      },
    ]);
  });
});

describe("chunkPrefixes", () => {
  test("gives each webpack chunk's name part once, for scripts and stylesheets at the root", () => {
    expect(
      chunkPrefixes([
        "app-abe5eb90564e55cab95c.js",
        "app-0123456789abcdef0123.js",
        "366-9d0b2e30f23c96dfb73b.js",
        "component---src-pages-about-tsx-09d6302635d0d6d075da.js",
        "styles.a1e896e9a9acf9908675.css",
        "framework-1e5c7a58cca077ccfc0b.js.map",
        "sw.js",
        "~partytown/partytown-sw.js",
        "static/0120bc0e3f03e3cdb86c948c84c565b1/0bb76/06.jpg",
      ]),
    ).toEqual(["366-", "app-", "component---src-pages-about-tsx-", "styles."]);
  });

  test("gives a chunk with a script and a stylesheet one name part, which Netlify reads alike", () => {
    expect(
      chunkPrefixes([
        "12-449e2c4603d00a745d02.js",
        "12.ace45297d8d7f3cc7b75.css",
        "122-f1ae00f7015b0b93c2d1.js",
      ]),
    ).toEqual(["12"]);
  });

  test("leaves out a name part that a shorter one already covers", () => {
    expect(
      chunkPrefixes(["app-abe5eb90564e55cab95c.js", "app-shell-abe5eb90564e55cab95c.js"]),
    ).toEqual(["app-"]);
  });
});

describe("unhashedUnderChunkRules", () => {
  test("names a fixed-name file a chunk's rule would keep for a year, and nothing else", () => {
    expect(
      unhashedUnderChunkRules([
        "app-0123456789abcdef0123.js",
        "app-0123456789abcdef0123.js.map",
        "app-0123456789abcdef0123.js.LICENSE.txt",
        "12-449e2c4603d00a745d02.js",
        "12.ace45297d8d7f3cc7b75.css",
        "app-store-badge.svg",
        "120-years.pdf",
        "about/app-notes.html",
        "robots.txt",
      ]),
    ).toEqual(["app-store-badge.svg", "120-years.pdf"]);
  });

  test("finds none in a real build", () => {
    expect(unhashedUnderChunkRules(BUILT_FILES)).toEqual([]);
  });
});

describe("servedPath (trailingSlash: never)", () => {
  test("a folder's index.html is the page at the folder, without a trailing slash", () => {
    expect(servedPath("index.html")).toBe("/");
    expect(servedPath("about/index.html")).toBe("/about");
    expect(servedPath("projects/laterite-villa-assagao/index.html")).toBe(
      "/projects/laterite-villa-assagao",
    );
    expect(servedPath("404/index.html")).toBe("/404");
  });

  test("every other file is served at its own path", () => {
    expect(servedPath("404.html")).toBe("/404.html");
    expect(servedPath("app-abe5eb90564e55cab95c.js")).toBe("/app-abe5eb90564e55cab95c.js");
    expect(servedPath("page-data/index/page-data.json")).toBe("/page-data/index/page-data.json");
    expect(servedPath("_gatsby/slices/_gatsby-scripts-1.html")).toBe(
      "/_gatsby/slices/_gatsby-scripts-1.html",
    );
  });
});

describe("isHtml", () => {
  test("is true for pages and HTML fragments only", () => {
    expect(isHtml("about/index.html")).toBe(true);
    expect(isHtml("404.html")).toBe(true);
    expect(isHtml("page-data/about/page-data.json")).toBe(false);
  });
});

describe("listPublicFiles", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "public-files-"));
    for (const file of ["index.html", "about/index.html", "static/a/b/c.webp", "_headers"]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), "");
    }
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test("lists every file, sorted, with / separators, leaving out the hosts' _headers", () => {
    expect(listPublicFiles(dir)).toEqual(["about/index.html", "index.html", "static/a/b/c.webp"]);
  });
});
