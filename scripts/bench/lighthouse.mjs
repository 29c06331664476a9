// Lighthouse, default mobile config and default simulated throttling (Moto G Power, 150 ms
// RTT, 1.6 Mbps, 4x CPU), one fresh Chromium per run, median over N runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./browser.mjs";
import { median } from "./lighthouse-median.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

const score = (category) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);

/** Failing or partial audits in the scored categories, worst first, for the report. */
function weakAudits(lhr) {
  const ids = new Set(
    CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && typeof audit.score === "number" && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== "informative")
    .sort((a, b) => a.score - b.score)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      examples: tableItems(audit).slice(0, 3).map(exampleOf).filter(Boolean),
    }));
}

/** The rows of an audit's details when they are a plain table or opportunity, else []. */
function tableItems(audit) {
  const items = audit?.details?.items;
  return Array.isArray(items) && ["table", "opportunity"].includes(audit.details.type) ? items : [];
}

/** A short description of one item of an audit's details table. */
function exampleOf(item) {
  if (item.href !== undefined) return `${item.href} "${item.text ?? ""}"`;
  if (item.node?.snippet) return item.node.snippet.slice(0, 160);
  if (typeof item.url === "string") return item.url;
  if (item.source?.url) return item.source.url;
  return null;
}

/** Lighthouse's own view of the LCP element and the four phases of its timing. */
function lcpDetails(lhr) {
  const audit = lhr.audits["largest-contentful-paint-element"];
  const tables = audit?.details?.items ?? [];
  const nodeItem = tables[0]?.items?.[0]?.node;
  const phases = {};
  for (const row of tables[1]?.items ?? []) {
    if (row.phase) phases[row.phase] = Math.round(row.timing);
  }
  return {
    selector: nodeItem?.selector ?? null,
    snippet: nodeItem?.snippet ?? null,
    phases,
    lazyLoaded: lhr.audits["lcp-lazy-loaded"]?.score === 0,
    prioritizeWarning: lhr.audits["prioritize-lcp-image"]?.displayValue ?? null,
  };
}

/** The biggest layout shifts: element, score and the root causes Lighthouse found. */
function layoutShifts(lhr) {
  const items = tableItems(lhr.audits["layout-shifts"]);
  return items.slice(0, 3).map((item) => ({
    element: item.node?.selector ?? item.node?.snippet ?? null,
    score: Number((item.score ?? 0).toFixed(4)),
    causes: (Array.isArray(item.subItems?.items) ? item.subItems.items : []).map((sub) =>
      [sub.cause, sub.extra?.value ?? sub.extra?.snippet].filter(Boolean).join(": "),
    ),
  }));
}

function summarize(lhr) {
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    seo: score(lhr.categories.seo),
    metrics,
    metricScores: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.score ?? null]),
    ),
    lcpElement: lcpDetails(lhr),
    layoutShifts: layoutShifts(lhr),
    weakAudits: weakAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * One Lighthouse run against `url` in a fresh Chromium. Throws on a runtime error.
 * `throttlingMethod`: "simulate" (Lighthouse's default: an unthrottled load, then the timings of
 * its dependency graph under the mobile network and CPU) or "devtools" (the page really loads
 * under DevTools' network and CPU throttling).
 */
export async function lighthouseOnce(url, { throttlingMethod = "simulate" } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) {
      throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    return summarize(lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of `url`. Returns the medians of every score and metric (each
 * taken on its own), the run whose Performance score is the median (for its diagnostics),
 * every run's summary, and the errors of failed runs.
 */
export async function lighthouseMedian(url, runs, options = {}) {
  const { runOnce = lighthouseOnce, onRun = () => undefined } = options;
  const results = [];
  const errors = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await runOnce(url);
      results.push(result);
      onRun(run, result, null);
    } catch (error) {
      errors.push(error.message);
      onRun(run, null, error);
    }
  }
  if (!results.length) return { runs: 0, errors };
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const pick = (get) => median(results.map(get));
  return {
    runs: results.length,
    errors,
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    metrics: Object.fromEntries(
      Object.keys(METRICS).map((key) => [key, pick((r) => r.metrics[key])]),
    ),
    medianRun,
    benchmarkIndexes: results.map((r) => r.benchmarkIndex),
    all: results.map(({ performance, accessibility, bestPractices, seo, metrics }) => ({
      performance,
      accessibility,
      bestPractices,
      seo,
      metrics,
    })),
  };
}
