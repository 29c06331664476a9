/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isHtml, listPublicFiles, servedPath } from "./public-files";

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
