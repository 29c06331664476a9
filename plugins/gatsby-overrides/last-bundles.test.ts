/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeLastBundles } from "./last-bundles";

describe("removeLastBundles", () => {
  test("removes the bundles, their maps, licence notes and lists at the root, and nothing else", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bundles-"));
    const files = [
      "app-0123456789abcdef0123.js",
      "app-0123456789abcdef0123.js.map",
      "12-1798fd1ff7eeb797d46e.js",
      "framework-4467c2a6d71bed2fe47f.js.LICENSE.txt",
      "styles.e30225746fbd16e91bc4.css",
      "webpack.stats.json",
      "chunk-map.json",
      "index.html",
      "robots.txt",
      "manifest.webmanifest",
      "favicon.svg",
      "static/abc/photo.webp",
      "page-data/app-data.json",
      "about/index.html",
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "");
    }
    expect(removeLastBundles(root).sort()).toEqual(files.slice(0, 7).sort());
    const left = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    expect(left.sort()).toEqual(files.slice(7).sort());
    rmSync(root, { recursive: true, force: true });
  });

  test("does nothing where there is no public/ yet", () => {
    expect(removeLastBundles(path.join(tmpdir(), "no-such-public-folder"))).toEqual([]);
  });
});
