/**
 * One Lighthouse run: the default mobile configuration (a mid-range phone, 150 ms RTT, 1.6 Mbps,
 * 4x CPU slowdown), in a Chromium launched for this run alone, so no run inherits another's
 * cache, compiled code or warm processes.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, chromiumExecutablePath } from "../chromium.ts";
import type { Certificate } from "../serve/certificate.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * How the phone is imitated: "simulate" (Lighthouse's default, and the goals') loads the page at
 * full speed and replays its trace through a model of the phone; "devtools" makes Chromium itself
 * run 4x slower on a shaped network during the load, so every task is measured as it ran.
 */
export const THROTTLING = {
  simulate: "simulated throttling",
  devtools: "DevTools throttling (Chromium slowed during the load, not simulated)",
} as const;
export type Throttling = keyof typeof THROTTLING;
export const isThrottling = (value: string): value is Throttling =>
  Object.hasOwn(THROTTLING, value);

export const FIGURES = ["performance", "fcp", "lcp", "tbt", "cls", "jsBytes"] as const;
export const SCORES = ["accessibility", "bestPractices", "seo"] as const;

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The rows of an audit's table, each a plain record. */
function rows(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details?.type === "table" ? details.items : [];
}
const num = (value: unknown) => (typeof value === "number" ? value : 0);

/**
 * What the benchmark keeps of one run (the whole report only with --save-lhr): the scores and
 * metrics; the transfer bytes of every script Lighthouse saw load; main-thread time by kind of
 * work and the long tasks, in ms; Lighthouse's estimate of the CPU's speed (higher is faster).
 */
export function summarize(lhr: Result) {
  const scripts = rows(lhr, "network-requests").filter((row) => row.resourceType === "Script");
  const ms = (row: Record<string, unknown>) => Math.round(num(row.duration));
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, row) => sum + num(row.transferSize), 0),
    mainThread: Object.fromEntries(
      rows(lhr, "mainthread-work-breakdown").map((row) => [String(row.group), ms(row)]),
    ),
    longTasks: rows(lhr, "long-tasks").map(ms),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}
export type Run = ReturnType<typeof summarize>;

/**
 * Runs Lighthouse once on `url` in a fresh Chromium: its report and the Chromium trace it read
 * (DevTools' Performance panel opens it). Throws when the run fails.
 */
export async function lighthouseOnce(
  url: string,
  { throttling = "simulate", trust }: { throttling?: Throttling; trust?: Certificate } = {},
) {
  const chromePath = chromiumExecutablePath();
  // The local server's own certificate, accepted by its key alone: any other stays an error.
  const trusted = trust ? [`--ignore-certificate-errors-spki-list=${trust.spki}`] : [];
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...trusted],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

/** The Chromium build Lighthouse drove, from its user agent ("Chromium 150.0.…"). */
export const browserOf = (lhr: Result) =>
  /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? "?";
