/**
 * `npm run bench`: the site measured side by side with two anchors built on this machine in the
 * same run, so that its speed reads as ratios rather than as the machine's absolute times
 * (docs/performance.md: how to run it and how to read it). Every folder is served by the
 * project's own static server (scripts/serve: `_headers` and compression as the hosts apply
 * them, over HTTP/2 and TLS as the hosts speak); each round runs Lighthouse once on every URL,
 * starting at another URL each round, the rest in an order shuffled with the round's seed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bareGatsby, staticWithFonts } from "./bench/anchors.ts";
import { linkedRoutes, sharedCategoryRoute, staticJsReport } from "./bench/budgets.ts";
import {
  browserOf,
  isThrottling,
  lighthouseOnce,
  summarize,
  THROTTLING,
  type Throttling,
} from "./bench/lighthouse.ts";
import {
  BARE_GATSBY,
  markdown,
  ROUNDS_OF_THE_RULE,
  STATIC_FONTS,
  type Group,
  type Target,
} from "./bench/report.ts";
import { measureScaling, scalingMarkdown } from "./bench/scaling.ts";
import { roundOrder } from "./bench/stats.ts";
import { htmlOnWire, serve } from "./bench/wire.ts";
import { localCertificate, type Certificate } from "./serve/certificate.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const RESULTS_DIR = path.join(ROOT, "bench-results");

const USAGE = `npm run bench -- [--rounds N] [--baseline [NAME=]DIR ...] [--save-lhr] [--throttling T] [route ...]
  Measures the anchors (static + fonts, bare Gatsby) and the build in public/ (every route and
  project page and the gallery under a category's link, or the routes given) in N interleaved
  rounds of Lighthouse (default 7). A route may carry a query: "/projects?category=home".
  --baseline [NAME=]DIR
                   another built public/ folder, measured in the same rounds and labelled NAME
                   (default "baseline"); repeat it to compare several builds, such as a build
                   with one plugins/gatsby-overrides switch off per folder
  --save-lhr       keeps every Lighthouse report and its Chromium trace (MBs each) in
                   bench-results/lhr-<time>/
  --throttling simulate|devtools
                   Lighthouse's simulated phone (default; the goals are set in it), or
                   Chromium itself slowed 4x during the load, to see the tasks as they ran
npm run bench -- --scaling 1,3,10 [--keep]
  Cold and warm builds of temporary copies of the project with the portfolio 1×, 3×, 10×.
Results: bench-results/bench-<time>.json and .md, and bench-results/latest.md.`;

const log = (line: string) => process.stderr.write(`${line}\n`);
const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: "string", default: String(ROUNDS_OF_THE_RULE) },
      baseline: { type: "string", multiple: true, default: [] },
      "save-lhr": { type: "boolean", default: false },
      throttling: { type: "string", default: "simulate" },
      scaling: { type: "string" },
      keep: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const rounds = Number(values.rounds);
  const scaling = values.scaling?.split(",").map(Number);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds takes a whole number ≥ 1");
  if (scaling?.some((factor) => !Number.isInteger(factor) || factor < 1)) {
    throw new Error("--scaling takes whole factors of 1 or more, such as 1,3,10");
  }
  const { throttling } = values;
  if (!isThrottling(throttling)) {
    throw new Error(
      `--throttling takes ${Object.keys(THROTTLING).join(" or ")}, not "${throttling}"`,
    );
  }
  const routes = positionals.map((route) => (route.startsWith("/") ? route : `/${route}`));
  const baselines = values.baseline.map((value) => {
    const [name, dir] = value.includes("=") ? value.split(/=(.*)/s) : ["baseline", value];
    if (!name || !dir) throw new Error(`--baseline takes DIR or NAME=DIR, not "${value}"`);
    return { name, dir: path.resolve(dir) };
  });
  return { ...values, rounds, scaling, routes, baselines, throttling };
}

/** The URLs of one served folder, each with what the build's files say about it. */
async function targetsOf(
  dir: string,
  group: Group,
  routes: readonly string[],
  { suffix = "", tls }: { suffix?: string; tls: Certificate },
) {
  const { origin } = await serve(dir, tls);
  const js = existsSync(path.join(dir, "webpack.stats.json")) ? staticJsReport(dir) : [];
  return Promise.all(
    routes.map(async (route): Promise<Target> => {
      const pathname = new URL(route, origin).pathname;
      const found = js.find((entry) => entry.route === pathname);
      return {
        label: group === "anchor" ? suffix : `${route}${suffix}`,
        group,
        url: `${origin}${route}`,
        wire: await htmlOnWire(origin, route, tls.cert),
        jsBeforeLoadBytes: found?.firstLoadBytes ?? null,
        runs: [],
        errors: [],
      };
    }),
  );
}

/**
 * One Lighthouse run, tried a second time when the first fails: on a busy machine Lighthouse now
 * and then loses the page load's trace (NO_NAVSTART, 5 of 259 runs in one full bench), which
 * says nothing about the page. A second failure is the target's error.
 */
async function lighthouseOnceRetried(
  target: Target,
  round: number,
  settings: Parameters<typeof lighthouseOnce>[1],
) {
  try {
    return await lighthouseOnce(target.url, settings);
  } catch (error) {
    log(`round ${round} ${target.label}: ${String(error)}; once more`);
    return lighthouseOnce(target.url, settings);
  }
}

/** Every target once per round, Lighthouse in a fresh Chromium each time; fills in their runs. */
async function measure(
  targets: Target[],
  rounds: number,
  { throttling, trust }: { throttling: Throttling; trust: Certificate },
  lhrDir: string | null,
) {
  const seen = { chromium: "?", lighthouse: "?" };
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of roundOrder(targets, round - 1, rounds)) {
      const started = performance.now();
      try {
        const { lhr, trace } = await lighthouseOnceRetried(target, round, { throttling, trust });
        const run = summarize(lhr);
        target.runs.push(run);
        Object.assign(seen, { chromium: browserOf(lhr), lighthouse: lhr.lighthouseVersion });
        if (lhrDir) {
          const name = target.label.replace(/^\/($| )/, "home$1").replace(/\W+/g, "-");
          const file = path.join(lhrDir, `${name.replace(/^-|-$/g, "")}-${round}`);
          writeFileSync(`${file}.json`, JSON.stringify(lhr));
          writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
        }
        const seconds = (performance.now() - started) / 1000;
        log(
          `round ${round}/${rounds} ${target.label}: perf ${run.performance ?? "?"}, ` +
            `LCP ${Math.round(run.lcp ?? 0)} ms, TBT ${Math.round(run.tbt ?? 0)} ms (${seconds.toFixed(0)} s)`,
        );
      } catch (error) {
        target.errors.push(`round ${round}: ${String(error)}`);
        log(`round ${round}/${rounds} ${target.label}: failed: ${String(error)}`);
      }
    }
  }
  return seen;
}

async function sideBySide(opts: ReturnType<typeof options>) {
  const routesOf = (dir: string) => {
    if (opts.routes.length) return opts.routes;
    const shared = sharedCategoryRoute(dir);
    return shared ? [...linkedRoutes(dir), shared] : linkedRoutes(dir);
  };
  const gatsbyDir = await bareGatsby(ROOT, log);
  const tls = localCertificate();
  const labelled = (suffix: string) => ({ suffix, tls });
  const targets = [
    ...(await targetsOf(
      await staticWithFonts(PUBLIC_DIR),
      "anchor",
      ["/"],
      labelled(STATIC_FONTS),
    )),
    ...(await targetsOf(gatsbyDir, "anchor", ["/"], labelled(BARE_GATSBY))),
    ...(await targetsOf(gatsbyDir, "anchor", ["/text"], labelled(`${BARE_GATSBY}, text page`))),
    ...(await targetsOf(PUBLIC_DIR, "site", routesOf(PUBLIC_DIR), { tls })),
  ];
  for (const { name, dir } of opts.baselines) {
    targets.push(...(await targetsOf(dir, "baseline", routesOf(dir), labelled(` (${name})`))));
  }
  const time = stamp();
  const lhrDir = opts["save-lhr"] ? path.join(RESULTS_DIR, `lhr-${time}`) : null;
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const load = os.loadavg().map((value) => value.toFixed(1));
  const started = performance.now();
  const seen = await measure(
    targets,
    opts.rounds,
    { throttling: opts.throttling, trust: tls },
    lhrDir,
  );
  const dirty = git("status", "--porcelain", "--untracked-files=no")
    ? " + uncommitted changes"
    : "";
  const meta = {
    ...seen,
    date: new Date().toISOString().slice(0, 16).replace("T", " "),
    commit: `${git("rev-parse", "--short", "HEAD")}${dirty}`,
    machine: `${os.cpus().length} CPUs, load average ${load.join(" ")} at the start`,
    rounds: opts.rounds,
    partial: opts.routes.length > 0 ? opts.routes : null,
    throttling: THROTTLING[opts.throttling],
    protocol: "HTTP/2 over TLS, as the hosts serve it",
    minutesPerRound: (performance.now() - started) / 60_000 / opts.rounds,
  };
  const text = markdown(meta, targets);
  console.log(text);
  writeFileSync(path.join(RESULTS_DIR, `bench-${time}.json`), JSON.stringify({ meta, targets }));
  writeFileSync(path.join(RESULTS_DIR, `bench-${time}.md`), text);
  writeFileSync(path.join(RESULTS_DIR, "latest.md"), text);
  log(`written bench-results/bench-${time}.json and .md, and bench-results/latest.md`);
  return targets.every((target) => target.runs.length) ? 0 : 1;
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (opts.scaling) {
    const rows = await measureScaling(ROOT, opts.scaling, opts.keep, log);
    const text = scalingMarkdown(
      `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs`,
      rows,
    );
    console.log(text);
    writeFileSync(path.join(RESULTS_DIR, `scaling-${stamp()}.md`), text);
    return 0;
  }
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error("No build in public/: run `npm run build:local` first.");
  }
  return sideBySide(opts);
}

process.exitCode = await main().catch((error: unknown) => {
  log(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  return 2;
});
process.exit();
