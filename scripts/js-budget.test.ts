// The JavaScript budgets (docs/performance.md), checked on the production build (`npm run build`):
// per route, at most 110 KB gzip of JavaScript during the load (counted as if the route's own
// code came before load too, which it may on a fast connection) and at most 15 KB of the
// route's own code. Byte counts are deterministic; timings stay in `npm run bench`.
//
//   node --test scripts/js-budget.test.ts   (npm run test:budget)
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import {
  BUDGETS,
  EDITOR_DIR,
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

  for (const entry of report) {
    test(`${entry.route}: JavaScript during the load within ${kb(BUDGETS.jsBeforeLoadBytes)}`, () => {
      // Gatsby's runtime (webpack-runtime, framework, app) is always there; none means the
      // HTML was not read right, not that the page is light.
      assert.ok(entry.beforeLoad.length >= 3, `${entry.route}: no scripts found in its HTML`);
      const bytes = entry.beforeLoadBytes + entry.ownCodeBytes;
      assert.ok(
        bytes <= BUDGETS.jsBeforeLoadBytes,
        `${entry.route}: ${kb(bytes)} gzip, over ${kb(BUDGETS.jsBeforeLoadBytes)}: ` +
          list([...entry.beforeLoad, ...entry.ownCode]),
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

describe("the content editor at /admin", () => {
  const report = staticJsReport(PUBLIC_DIR);

  test("no public page loads any of its code", () => {
    for (const entry of report) {
      const files = [...entry.beforeLoad, ...entry.ownCode].map(({ file }) => file);
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
