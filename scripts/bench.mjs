#!/usr/bin/env node
/**
 * Performance benchmark of the production build against the budgets of DECISIONS.md §8.
 *
 *   npm run build                      # the benchmark never builds; it measures public/
 *   npm run bench                      # every route and project page (Lighthouse: see below)
 *   npm run bench -- --runs 3 / /about # fewer Lighthouse runs, chosen routes
 *   npm run bench -- --no-lighthouse   # bytes and LCP only (fast)
 *   npm run bench -- --all             # Lighthouse on every project page too (~25 min)
 *   npm run bench -- --gatsby-serve    # serve with `gatsby serve` instead (see below)
 *   npm run bench -- --fonts all       # font strategies: preloads and font-display, measured
 *                                      # (bench/font-strategies.mjs; ~30 min)
 *   npm run bench -- --scaling 1,3,10  # build scaling: a synthetic portfolio 1×, 3×, 10× (see
 *                                      # bench/scaling.mjs; builds in temporary copies, ~30 min)
 *
 * Without routes it measures the bytes of every page in public/ (the five routes and all
 * project pages) and runs Lighthouse on the five routes and the first project page: project
 * pages share one template and differ only in their pictures, so one stands for all unless
 * --all asks for every one.
 *
 * It serves public/ on a free local port with a small built-in server that follows
 * `gatsby serve`'s rules for this site (trailingSlash "never": /about answers with
 * about/index.html, 404.html for unknown paths, Brotli/gzip for text ≥ 1 KB). `gatsby serve`
 * itself finds pages through .cache/'s datastore and, when that is absent or being rewritten
 * by another build, answers /about with a 301 to /about/, which Lighthouse charges as a
 * redirect; any redirect on a measured route is flagged with ⚠. Then, per route:
 *
 * 1. Loads the page once in Chromium (Playwright, cold cache, Lighthouse's mobile device:
 *    412x823 CSS px, DPR 1.75, mobile UA, no throttling), waits for network idle + 3 s,
 *    reads the LCP entry, scrolls slowly to the bottom (so lazily hydrated images pull their
 *    chunks) and waits again. Every .js request is put in a phase: "before load" if it was
 *    requested before the load event (Resource Timing startTime < loadEventStart), else
 *    "after load". Sizes are gzip transfer sizes of the body (headers excluded): each file is
 *    fetched again with `Accept-Encoding: gzip`, because Chromium gets Brotli from the server
 *    (the "br on wire" figures are what the browser actually received).
 * 2. Roles of the JS files, from public/webpack.stats.json: "shared" = the app chunk group
 *    (webpack-runtime, framework = React, app = Gatsby runtime) and chunks every page
 *    component needs; "own" = the rest of this route's page-component chunk group (its
 *    component---src-pages-*.js and split chunks not all pages use), counted whenever it is
 *    fetched (Gatsby requests it right after page-data.json, usually just after load);
 *    "async" = lazily imported chunks (e.g. gatsby-plugin-image's lazy hydration +
 *    react-dom/server); "other route" = chunks of other pages (link prefetching).
 * 3. The LCP element (PerformanceObserver, buffered): the image URL the browser chose at
 *    412 px / DPR 1.75, its format and file size, its srcset candidates, and its `loading` /
 *    `fetchpriority` in the server HTML (not just after hydration).
 * 4. Lighthouse (default mobile config and simulated throttling), N runs (default 5) in a
 *    fresh Chromium each: median of each score and metric, plus the LCP phases and failing
 *    audits of the median-Performance run. Localhost results are realistic for everything
 *    but HTTP/2 and TLS, which a CDN adds.
 *
 * Reading the output: one table per route, ✓ = within budget, ✗ = over, · = reported only,
 * ⚠ = that measurement failed; the FCP/LCP/TBT/CLS budgets are Lighthouse's full-marks
 * thresholds. KB = 1000 bytes (as DevTools). Results go to bench-results/bench-<time>.json
 * (everything) and bench-results/latest.md. The exit code is 0 whenever the measurement ran,
 * whatever the verdicts; non-zero only when it could not run (no build, server or browser
 * failure).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  analyzeDocument,
  analyzeFonts,
  analyzeJs,
  analyzeLcp,
  analyzeLoadMix,
  componentChunkOf,
} from "./bench/analyze.mjs";
import { launchBrowser, loadRoute } from "./bench/browser.mjs";
import { readChunkGroups } from "./bench/chunks.mjs";
import { builtPages } from "./bench/static-js.mjs";
import { evaluateRoute, markdown, routeText, summaryText } from "./bench/report.mjs";
import { startServer, startStaticServer } from "./bench/server.mjs";
import { createSizer } from "./bench/sizes.mjs";
import { measureScaling, scalingMarkdown } from "./bench/scaling.mjs";
import { fontStrategiesMarkdown, measureFontStrategies } from "./bench/font-strategies.mjs";
import { buildStamp, MixedBuildError, onStableBuild } from "./bench/stability.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const MAIN_ROUTES = ["/", "/about", "/services", "/contact", "/projects"];

/** The main routes, then every project page of the build. */
function defaultRoutes() {
  const projects = builtPages(PUBLIC_DIR)
    .map((page) => page.route)
    .filter((route) => route.startsWith("/projects/"));
  return [...MAIN_ROUTES, ...projects];
}

const LEGEND = [
  "JS before load: every .js requested before the load event, gzip body bytes (KB = 1000 B).",
  "Route's own code: the route's page-component chunk group minus what every route shares " +
    "(webpack-runtime, framework, app and chunks all pages need), whenever it is fetched.",
  "JS after load: everything fetched after load, incl. after a slow scroll to the bottom.",
  "LCP image: the file the browser chose at 412 px × DPR 1.75 (needs a ≥ 721w candidate).",
  "Lighthouse: default mobile config, simulated throttling, median of N fresh runs; " +
    "FCP/LCP/TBT/CLS budgets are the full-marks thresholds.",
  "✓ within budget, ✗ over budget, · reported only, ⚠ measurement failed.",
];

const log = (message) => process.stderr.write(`${message}\n`);

function usage() {
  return [
    "Usage: npm run bench -- [--runs N] [--no-lighthouse] [--all] [--gatsby-serve] [route ...]",
    `Routes default to ${MAIN_ROUTES.join(" ")} and every project page; Lighthouse runs on`,
    "the main routes and the first project page unless --all. Measures the build in public/",
    "(run `npm run build:local` first). Writes bench-results/bench-<time>.json and latest.md.",
    "--gatsby-serve serves public/ with `gatsby serve` instead of the built-in static server.",
    "--scaling 1,3,10 measures instead how the build scales with the portfolio: cold and warm",
    "builds of temporary copies with the projects multiplied (--keep keeps the copies).",
    "--fonts all (or ids, comma-separated) measures the font strategies (preloads,",
    "font-display) on copies of public/,",
    "in simulated and DevTools-throttled Lighthouse runs (--runs N each, routes as given).",
  ].join("\n");
}

function parseOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "5" },
      "no-lighthouse": { type: "boolean", default: false },
      all: { type: "boolean", default: false },
      "gatsby-serve": { type: "boolean", default: false },
      scaling: { type: "string" },
      fonts: { type: "string" },
      keep: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const scaling = values.scaling?.split(",").map((factor) => Number.parseInt(factor, 10));
  if (scaling?.some((factor) => !Number.isInteger(factor) || factor < 1)) {
    throw new Error("--scaling takes whole factors of 1 or more, such as 1,3,10");
  }
  const runs = Number.parseInt(values.runs, 10);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const chosen = positionals.map((route) => (route.startsWith("/") ? route : `/${route}`));
  const routes = chosen.length ? chosen : defaultRoutes();
  const firstProject = routes.find((route) => route.startsWith("/projects/"));
  const lighthouseRoutes =
    chosen.length || values.all
      ? routes
      : routes.filter((route) => MAIN_ROUTES.includes(route) || route === firstProject);
  return {
    runs,
    lighthouse: !values["no-lighthouse"],
    lighthouseRoutes,
    gatsbyServe: values["gatsby-serve"],
    routes,
    scaling,
    keep: values.keep,
    fonts: values.fonts,
    chosenRoutes: chosen,
    help: values.help,
  };
}

function tryGit(args) {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return null;
  }
}

async function lighthouseVersion() {
  const { default: pkg } = await import("lighthouse/package.json", { with: { type: "json" } });
  return pkg.version;
}

/** Bytes, fonts and LCP of one route (raises if the page cannot be measured). */
async function measureBytesOnce(browser, origin, route, sizeOf) {
  const chunks = readChunkGroups(PUBLIC_DIR);
  const raw = await loadRoute(browser, `${origin}${route}`);
  const html = await (await fetch(`${origin}${route}`)).text();
  const stale = chunks.entryFilesMissingFrom(html);
  if (stale.length) {
    throw new MixedBuildError(`webpack.stats.json and ${route} are from different builds`);
  }
  const ownGroup = componentChunkOf(PUBLIC_DIR, route, raw.requests);
  return {
    route,
    url: raw.url,
    status: raw.status,
    redirects: raw.redirects,
    build: buildStamp(PUBLIC_DIR),
    loadMs: Math.round(raw.loadMs),
    componentChunk: ownGroup,
    chunkRoles: chunks.definition,
    js: await analyzeJs({ raw, origin, publicDir: PUBLIC_DIR, chunks, sizeOf, ownGroup }),
    document: analyzeDocument({ raw }),
    fonts: analyzeFonts({ raw, origin }),
    lcp: await analyzeLcp({ raw, sizeOf, html }),
    beforeLoad: analyzeLoadMix({ raw, origin, lcpUrl: raw.lcp?.url ?? null }),
    requests: raw.requests.map(({ url, resourceType, startMs, status, wireBytes, failed }) => ({
      url: url.replace(origin, ""),
      resourceType,
      startMs: Math.round(startMs),
      status,
      wireBytes,
      ...(failed ? { failed } : {}),
    })),
  };
}

async function measureAll(options, server) {
  const sizeOf = createSizer();
  const browser = await launchBrowser();
  const browserVersion = `Chromium ${browser.version()}`;
  const results = [];
  try {
    for (const route of options.routes) {
      log(`bytes   ${route}`);
      const task = () => measureBytesOnce(browser, server.origin, route, sizeOf);
      results.push(
        await onStableBuild(PUBLIC_DIR, route, task, log).catch((error) => ({
          route,
          error: error.message,
        })),
      );
    }
  } finally {
    await browser.close();
  }
  return { results, browserVersion };
}

async function runLighthouse(options, server, results) {
  const { lighthouseMedian, lighthouseOnce } = await import("./bench/lighthouse.mjs");
  for (const result of results) {
    log(`lighthouse ${result.route} (${options.runs} runs)`);
    const loadAverages = [];
    const builds = new Set();
    const runOnce = async (url) => {
      loadAverages.push(Number(os.loadavg()[0].toFixed(2)));
      const summary = await onStableBuild(PUBLIC_DIR, result.route, () => lighthouseOnce(url), log);
      builds.add(buildStamp(PUBLIC_DIR));
      return summary;
    };
    result.lighthouse = await lighthouseMedian(`${server.origin}${result.route}`, options.runs, {
      runOnce,
      onRun: (run, summary, error) =>
        log(
          error
            ? `  run ${run}: failed: ${error.message}`
            : `  run ${run}: performance ${summary.performance}, LCP ${Math.round(summary.metrics.lcp)} ms`,
        ),
    });
    result.lighthouse.loadAverages = loadAverages;
    result.lighthouse.builds = [...builds];
  }
}

function writeResults(meta, results, evaluations) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = meta.date.replace(/[:.]/g, "-");
  const jsonFile = path.join(RESULTS_DIR, `bench-${stamp}.json`);
  const payload = {
    meta,
    results: results.map((result, i) => ({ ...result, checks: evaluations[i] })),
  };
  writeFileSync(jsonFile, `${JSON.stringify(payload, null, 2)}\n`);
  const mdFile = path.join(RESULTS_DIR, "latest.md");
  writeFileSync(mdFile, markdown(meta, results, evaluations));
  return { jsonFile, mdFile };
}

/** When and from what a measurement ran: the time, the commit and whether it had changes. */
function runStamp() {
  return {
    date: new Date().toISOString(),
    commit: tryGit(["rev-parse", "--short", "HEAD"]),
    dirty: Boolean(tryGit(["status", "--porcelain", "--untracked-files=no"])),
  };
}

/** The machine a measurement ran on: Node, CPUs and the load averages at the start. */
function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" "),
  };
}

/**
 * A measuring mode's results: its table printed, `bench-results/<mode>-<time>.json` with
 * everything and `<mode>-latest.md` with the table.
 */
function writeModeResults(mode, meta, rows, text) {
  console.log(text);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = meta.date.replace(/[:.]/g, "-");
  writeFileSync(
    path.join(RESULTS_DIR, `${mode}-${stamp}.json`),
    `${JSON.stringify({ meta, rows }, null, 2)}\n`,
  );
  writeFileSync(path.join(RESULTS_DIR, `${mode}-latest.md`), text);
}

/** `--scaling`: cold and warm builds of a multiplied portfolio; writes its own results. */
async function scaling(options) {
  const meta = { ...runStamp(), ...machine() };
  const rows = await measureScaling(ROOT, options.scaling, { keep: options.keep, log });
  writeModeResults("scaling", meta, rows, scalingMarkdown(meta, rows));
  return 0;
}

/** `--fonts`: the font strategies on copies of public/; writes its own results. */
async function fontStrategies(options) {
  const meta = { ...runStamp(), lighthouseVersion: await lighthouseVersion() };
  const routes = options.chosenRoutes.length
    ? options.chosenRoutes
    : ["/about", "/", defaultRoutes().find((route) => route.startsWith("/projects/"))];
  const only = options.fonts === "all" ? null : options.fonts.split(",");
  const rows = await measureFontStrategies(PUBLIC_DIR, routes, { runs: options.runs, log, only });
  writeModeResults("fonts", meta, rows, fontStrategiesMarkdown(meta, rows, options.runs));
  return 0;
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    log(`${error.message}\n${usage()}`);
    return 2;
  }
  if (options.help) {
    console.log(usage());
    return 0;
  }
  if (options.scaling) return scaling(options);
  if (options.fonts) return fontStrategies(options);
  const indexHtml = path.join(PUBLIC_DIR, "index.html");
  if (!existsSync(indexHtml)) {
    log(
      `No production build: ${path.relative(ROOT, indexHtml)} is missing. Run \`npm run build\` first.`,
    );
    return 2;
  }

  const meta = {
    ...runStamp(),
    buildTime: statSync(indexHtml).mtime.toISOString(),
    ...machine(),
    lighthouse: options.lighthouse,
    runs: options.lighthouse ? options.runs : 0,
    lighthouseVersion: options.lighthouse ? await lighthouseVersion() : null,
    routes: options.routes,
    legend: LEGEND,
  };

  const server = options.gatsbyServe
    ? await startServer(ROOT)
    : await startStaticServer(PUBLIC_DIR);
  meta.server = options.gatsbyServe ? "gatsby serve" : "static server with gatsby serve's rules";
  const stopAndExit = (signal) => {
    server.stop();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", stopAndExit);
  process.once("SIGTERM", stopAndExit);
  let results;
  try {
    log(`serving public/ at ${server.origin}`);
    const measured = await measureAll(options, server);
    results = measured.results;
    meta.browser = measured.browserVersion;
    if (options.lighthouse)
      await runLighthouse(
        options,
        server,
        results.filter((r) => !r.error && options.lighthouseRoutes.includes(r.route)),
      );
  } finally {
    server.stop();
  }

  const evaluations = results.map((result) => evaluateRoute(result, options));
  const loads = results.flatMap((result) => result.lighthouse?.loadAverages ?? []);
  meta.warnings = [];
  if (loads.length && Math.max(...loads) > meta.cpus) {
    meta.warnings.push(
      `Machine busy during Lighthouse (1-min load average up to ${Math.max(...loads)} on ` +
        `${meta.cpus} CPUs): its CPU-bound numbers (TBT, LCP render delay) come out worse ` +
        "than on a quiet machine.",
    );
  }
  console.log("");
  results.forEach((result, index) => console.log(`${routeText(result, evaluations[index])}\n`));
  console.log(summaryText(results, evaluations));
  for (const warning of meta.warnings) console.log(`\n⚠ ${warning}`);
  const { jsonFile, mdFile } = writeResults(meta, results, evaluations);
  console.log(`\nWritten ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}`);
  return results.every((result) => result.error) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    log(`bench failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  },
);
