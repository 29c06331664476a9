// `npm run bench -- --fonts`: how the web fonts should load, measured rather than assumed
// (DECISIONS §8). Each strategy is the production build in public/ with its HTML rewritten: the
// font preload links kept, cut to one face or dropped, and `font-display` swap or optional.
// Lighthouse runs on each in simulated and in DevTools-throttled mode, on a text-LCP page, an
// image-LCP page and a project page. Copies live in a temporary folder (hard links for every
// file but the rewritten HTML) and are removed afterwards.
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { lighthouseOnce } from "./lighthouse.mjs";
import { median } from "./lighthouse-median.mjs";
import { startStaticServer } from "./server.mjs";

const FONT_PRELOAD = /<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*\/>/g;

/** The strategies: which preloaded faces stay (by file name), and the font-display. */
export const FONT_STRATEGIES = [
  {
    id: "preload-all-swap",
    label: "preload every above-the-fold face, swap",
    keep: () => true,
    display: "swap",
  },
  { id: "preload-none-swap", label: "no preload, swap", keep: () => false, display: "swap" },
  {
    id: "preload-body-swap",
    label: "preload the body face only (Inter), swap",
    keep: (file) => file.includes("inter"),
    display: "swap",
  },
  {
    id: "preload-none-optional",
    label: "no preload, optional",
    keep: () => false,
    display: "optional",
  },
  {
    id: "preload-all-optional",
    label: "preload every above-the-fold face, optional",
    keep: () => true,
    display: "optional",
  },
  {
    id: "preload-body-optional",
    label: "preload the body face only (Inter), optional",
    keep: (file) => file.includes("inter"),
    display: "optional",
  },
];

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The build's HTML as `strategy` would write it. */
export function rewriteHtml(html, strategy) {
  return html
    .replace(FONT_PRELOAD, (link, href) => (strategy.keep(path.basename(href)) ? link : ""))
    .replaceAll("font-display:swap", `font-display:${strategy.display}`);
}

/** A copy of `publicDir` rewritten for `strategy` (hard links but for the HTML). */
function variantOf(publicDir, strategy, parent) {
  const dir = path.join(parent, strategy.id);
  execFileSync("cp", ["-al", publicDir, dir]);
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, "utf8");
    unlinkSync(file); // never write through a hard link into public/
    writeFileSync(file, rewriteHtml(html, strategy));
  }
  return dir;
}

const METHODS = ["simulate", "devtools"];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try before giving up. */
async function withRetry(run) {
  try {
    return await run();
  } catch {
    return run();
  }
}

export async function measureFontStrategies(publicDir, routes, { runs, log, only = null }) {
  const parent = mkdtempSync(path.join(os.tmpdir(), "font-strategies-"));
  const rows = [];
  try {
    for (const strategy of FONT_STRATEGIES.filter((one) => !only || only.includes(one.id))) {
      const server = await startStaticServer(variantOf(publicDir, strategy, parent), {
        warn: () => undefined,
      });
      try {
        for (const route of routes) {
          for (const throttlingMethod of METHODS) {
            const results = [];
            for (let run = 1; run <= runs; run += 1) {
              results.push(
                await withRetry(() =>
                  lighthouseOnce(`${server.origin}${route}`, { throttlingMethod }),
                ),
              );
            }
            const row = {
              strategy: strategy.id,
              label: strategy.label,
              route,
              throttlingMethod,
              performance: median(results.map((r) => r.performance)),
              fcp: median(results.map((r) => r.metrics.fcp)),
              lcp: median(results.map((r) => r.metrics.lcp)),
              cls: median(results.map((r) => r.metrics.cls)),
              tbt: median(results.map((r) => r.metrics.tbt)),
            };
            log(
              `${strategy.id} ${route} ${throttlingMethod}: perf ${row.performance}, FCP ${Math.round(row.fcp)}, LCP ${Math.round(row.lcp)}, CLS ${row.cls.toFixed(3)}`,
            );
            rows.push(row);
          }
        }
      } finally {
        server.stop();
      }
    }
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
  return rows;
}

export function fontStrategiesMarkdown(meta, rows, runs) {
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const lines = [
    `# Font strategies (${meta.date}, ${meta.commit}${meta.dirty ? " + changes" : ""})`,
    "",
    `Lighthouse ${meta.lighthouseVersion}, mobile, median of ${runs}; LCP and FCP in s.`,
    "",
    "| strategy | route | throttling | perf | FCP | LCP | CLS |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.route} | ${row.throttlingMethod} | ${row.performance} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${row.cls.toFixed(3)} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}
