// The JavaScript budgets (docs/performance.md), checked on the production build (`npm run build`):
// per route, at most 110 KB gzip of JavaScript a first visit fetches (the scripts its HTML loads
// and its page's whole chunk group, counted as if all came before the load, which they may on a
// fast connection) and at most 15 KB of the route's own code; and the home page's hero picture at
// most 80 KB as a phone loads it. Byte counts are deterministic; timings stay in `npm run bench`.
//
//   node --test scripts/js-budget.test.ts   (npm run test:budget)
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import {
  BUDGETS,
  chunkGroups,
  EDITOR_DIR,
  PHONE_PICTURE_WIDTH,
  editorStartupJs,
  kb,
  staticJsReport,
  type SizedFile,
} from "./bench/budgets.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "public");

const list = (files: readonly SizedFile[]) =>
  files.map(({ file, gzipBytes }) => `${file} ${kb(gzipBytes)}`).join(", ");

describe("JavaScript budget of every built route", () => {
  assert.ok(
    existsSync(path.join(PUBLIC_DIR, "webpack.stats.json")),
    "No production build in public/: run `npm run build:local` (or `npm run build` with the EmailJS keys) first.",
  );
  const report = staticJsReport(PUBLIC_DIR);

  test("finds the routes and project pages", () => {
    const routes = report.map((entry) => entry.route);
    for (const route of ["/", "/about", "/services", "/projects", "/contact", "/404"]) {
      assert.ok(routes.includes(route), `${route} is not in public/`);
    }
    assert.ok(
      routes.some((route) => route.startsWith("/projects/")),
      "no project page in public/",
    );
  });

  test("counts in each first load the chunks every page's group shares (the site's shell)", () => {
    const pageGroups = chunkGroups(PUBLIC_DIR)
      .filter(({ name }) => name.startsWith("component---"))
      .map(({ files }) => files);
    const everywhere = (pageGroups[0] ?? []).filter((file) =>
      pageGroups.every((files) => files.includes(file)),
    );
    for (const entry of report) {
      const counted = entry.firstLoad.map(({ file }) => file);
      assert.deepEqual(
        everywhere.filter((file) => !counted.includes(file)),
        [],
        `${entry.route} leaves shared chunks out`,
      );
    }
  });

  for (const entry of report) {
    test(`${entry.route}: JavaScript during the load within ${kb(BUDGETS.jsBeforeLoadBytes)}`, () => {
      // Gatsby's runtime (webpack-runtime, framework, app) is always there; none means the
      // HTML was not read right, not that the page is light.
      assert.ok(entry.inHtml.length >= 3, `${entry.route}: no scripts found in its HTML`);
      assert.ok(
        entry.firstLoadBytes <= BUDGETS.jsBeforeLoadBytes,
        `${entry.route}: ${kb(entry.firstLoadBytes)} gzip, over ` +
          `${kb(BUDGETS.jsBeforeLoadBytes)}: ${list(entry.firstLoad)}`,
      );
    });

    test(`${entry.route}: own code within ${kb(BUDGETS.ownCodeBytes)}`, () => {
      assert.ok(entry.chunkName, `${entry.route}: no componentChunkName in its page-data.json`);
      assert.ok(entry.ownCode.length > 0, `${entry.route}: no chunk for ${entry.chunkName}`);
      assert.ok(
        entry.ownCodeBytes <= BUDGETS.ownCodeBytes,
        `${entry.route}: ${kb(entry.ownCodeBytes)} gzip of its own code, over ` +
          `${kb(BUDGETS.ownCodeBytes)}: ${list(entry.ownCode)}`,
      );
    });
  }
});

describe("the home page's hero picture", () => {
  test(`within ${kb(BUDGETS.heroPhoneBytes)} in every format, at the width a phone loads`, () => {
    const html = readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
    // The page's one picture fetched at once with high priority (ResponsiveImage's `priority`).
    const hero = /<picture[^>]*>(?:(?!<\/picture>)[\s\S])*?fetchPriority="high"/.exec(html)?.[0];
    assert.ok(hero, "no high-priority picture in index.html");
    const srcsets = [...hero.matchAll(/srcSet="([^"]*)"/g)].map((match) => match[1] ?? "");
    assert.ok(srcsets.length >= 2, "the hero offers fewer than two formats");
    for (const srcset of srcsets) {
      const candidates = srcset.split(",").map((candidate) => {
        const [url = "", width = ""] = candidate.trim().split(/\s+/);
        return { url, width: Number.parseInt(width, 10) };
      });
      const phone = candidates
        .filter(({ width }) => width >= PHONE_PICTURE_WIDTH)
        .sort((a, b) => a.width - b.width)[0];
      assert.ok(phone, `no candidate ${String(PHONE_PICTURE_WIDTH)} px wide or more in ${srcset}`);
      const bytes = statSync(path.join(PUBLIC_DIR, phone.url)).size;
      assert.ok(bytes <= BUDGETS.heroPhoneBytes, `${phone.url}: ${kb(bytes)}`);
    }
  });
});

describe("the content editor at /admin", () => {
  const report = staticJsReport(PUBLIC_DIR);

  test("no public page loads any of its code", () => {
    for (const entry of report) {
      const files = entry.firstLoad.map(({ file }) => file);
      assert.deepEqual(
        files.filter((file) => file.startsWith(`${EDITOR_DIR}/`)),
        [],
        `${entry.route} loads the editor's code`,
      );
    }
  });

  test("its own JavaScript, reported (not budgeted: it serves the studio's staff only)", (t) => {
    const files = editorStartupJs(PUBLIC_DIR);
    if (files.length === 0) {
      t.skip("no editor in public/");
      return;
    }
    const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    t.diagnostic(`/admin loads ${kb(total)} gzip of JavaScript: ${list(files)}`);
  });
});
