/**
 * The benchmark's results as one Markdown document, printed and written to bench-results/: each
 * page's medians and spread, its ratios to the anchors against the goals of docs/performance.md,
 * its bytes against the budgets, and where its main-thread time went.
 */
import { BUDGETS, kb } from "./budgets.ts";
import { FIGURES, SCORES, type Run } from "./lighthouse.ts";
import { median, ratio, spread } from "./stats.ts";
import type { Wire } from "./wire.ts";

export type Group = "anchor" | "site" | "baseline";

/** One URL the benchmark measures, with what it measured. */
export interface Target {
  label: string;
  group: Group;
  url: string;
  wire: Wire;
  /** the scripts its HTML loads plus the route's own code, gzip (null: not a Gatsby build) */
  jsBeforeLoadBytes: number | null;
  runs: Run[];
  errors: string[];
}

export interface Meta {
  date: string;
  commit: string;
  machine: string;
  lighthouse: string;
  chromium: string;
  rounds: number;
  /** The routes given on the command line, when not every route was measured. */
  partial: readonly string[] | null;
  /** How the phone was imitated (scripts/bench/lighthouse.ts, THROTTLING). */
  throttling: string;
  /** How the local server spoke to Chromium ("HTTP/2 over TLS"). */
  protocol: string;
  minutesPerRound: number;
}

export const BARE_GATSBY = "bare Gatsby";
export const STATIC_FONTS = "static + fonts";

type Figure = (typeof FIGURES)[number] | (typeof SCORES)[number];

const spreadOf = (target: Target, figure: Figure) =>
  spread(target.runs.flatMap((run) => run[figure] ?? []));
const medianOf = (target: Target | undefined, figure: Figure) =>
  target ? (spreadOf(target, figure)?.median ?? null) : null;

/** A route's ratios to the anchors: perf, LCP and TBT to bare Gatsby's; LCP to static + fonts'. */
export function ratios(target: Target, gatsby?: Target, fonts?: Target) {
  return {
    perf: ratio(medianOf(target, "performance"), medianOf(gatsby, "performance")),
    lcp: ratio(medianOf(target, "lcp"), medianOf(gatsby, "lcp")),
    tbt: ratio(medianOf(target, "tbt"), medianOf(gatsby, "tbt")),
    lcpStatic: ratio(medianOf(target, "lcp"), medianOf(fonts, "lcp")),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString("en");
const FORMAT: Partial<Record<Figure, (value: number) => string>> = {
  cls: (value) => value.toFixed(3),
  jsBytes: (value) => (value / 1000).toFixed(0),
};

/** "84 (80–88)": the median and, when the runs differ, the lowest and highest value. */
function cell(target: Target, figure: Figure) {
  const found = spreadOf(target, figure);
  const show = FORMAT[figure] ?? whole;
  if (!found) return "–";
  if (found.min === found.max) return show(found.median);
  return `${show(found.median)} (${show(found.min)}–${show(found.max)})`;
}

const mark = (met: boolean) => (met ? "✓" : "✗");

/** A ratio with ✓ when it meets its goal: at most `goal`, or at least it when `atLeast`. */
const ratioCell = (value: number | null, goal: number, atLeast = false) =>
  value === null ? "–" : `${value.toFixed(2)} ${mark(atLeast ? value >= goal : value <= goal)}`;

function scoresCell(target: Target) {
  const values = SCORES.map((figure) => medianOf(target, figure));
  return `${values.map((value) => (value === null ? "–" : whole(value))).join("/")} ${mark(values.every((value) => value === 100))}`;
}

function bytesCells({ wire, jsBeforeLoadBytes: js }: Target) {
  const html = wire.headerBytes + wire.bodyBytes;
  return [
    `${kb(html)} ${mark(html <= BUDGETS.firstRoundTripBytes)}`,
    js === null ? "–" : `${kb(js)} ${mark(js <= BUDGETS.jsBeforeLoadBytes)}`,
  ];
}

const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
const header = (cells: readonly string[]) => [
  row(cells),
  row(cells.map((_, i) => (i ? "---:" : "---"))),
];

/** Main-thread time by kind of work, medians over the runs, the biggest kinds first. */
function mainThreadRows(targets: readonly Target[]) {
  const ms = (t: Target, kind: string) => median(t.runs.map((r) => r.mainThread[kind] ?? 0)) ?? 0;
  const total = (kind: string) => targets.reduce((sum, t) => sum + ms(t, kind), 0);
  const kinds = [
    ...new Set(targets.flatMap((t) => t.runs.flatMap((r) => Object.keys(r.mainThread)))),
  ]
    .sort((a, b) => total(b) - total(a))
    .slice(0, 6);
  return [
    ...header(["page", ...kinds, "longest task"]),
    ...targets.map((t) =>
      row([
        t.label,
        ...kinds.map((kind) => whole(ms(t, kind))),
        whole(median(t.runs.map((r) => Math.max(0, ...r.longTasks))) ?? 0),
      ]),
    ),
  ];
}

/** The rounds the goals are judged over (docs/performance.md): fewer decide nothing. */
export const ROUNDS_OF_THE_RULE = 7;

/** A line saying how a run falls short of the one that judges the goals, if it does. */
export function shortOfTheRule(meta: Pick<Meta, "rounds" | "partial">): string[] {
  const short = [
    meta.rounds < ROUNDS_OF_THE_RULE
      ? `${String(meta.rounds)} round(s), fewer than ${String(ROUNDS_OF_THE_RULE)}`
      : null,
    meta.partial ? `only ${meta.partial.join(", ")}, not every route` : null,
  ].filter((part) => part !== null);
  return short.length === 0
    ? []
    : [`**Not a run that judges the goals**: ${short.join("; ")}. A look, not a result.`, ""];
}

/** The whole report. */
export function markdown(meta: Meta, targets: readonly Target[]) {
  const gatsby = targets.find((t) => t.label === BARE_GATSBY);
  const fonts = targets.find((t) => t.label === STATIC_FONTS);
  const cpu = spread(targets.flatMap((t) => t.runs.map((r) => r.benchmarkIndex)));
  const failures = targets.flatMap((t) => t.errors.map((error) => `- ${t.label}: ${error}`));
  const columns =
    "page|perf|FCP ms|LCP ms|TBT ms|CLS|JS KB|a11y/BP/SEO|perf ÷ G|LCP ÷ G|TBT ÷ G|LCP ÷ S|HTML on wire|JS < load";
  return [
    `# Side-by-side benchmark, ${meta.date}`,
    "",
    `Commit ${meta.commit}; Lighthouse ${meta.lighthouse} (mobile, ${meta.throttling}), ` +
      `Chromium ${meta.chromium}; every page served over ${meta.protocol}; ` +
      `${meta.rounds} interleaved round(s), ${meta.minutesPerRound.toFixed(1)} min each.`,
    "",
    ...shortOfTheRule(meta),
    `**Absolute figures are this machine's on this day** (${meta.machine}; Lighthouse's CPU ` +
      `benchmark index ${cpu ? `${whole(cpu.median)}, ${whole(cpu.min)}–${whole(cpu.max)} over the runs` : "?"}): ` +
      "compare them only within this table. The ratios to the anchors, measured in the same rounds, are the result.",
    "",
    ...header(columns.split("|")),
    ...targets.map((t) => {
      const r = ratios(t, gatsby, fonts);
      const anchor = t.group === "anchor";
      return row([
        anchor ? `*${t.label}*` : t.label,
        ...FIGURES.map((figure) => cell(t, figure)),
        scoresCell(t),
        ...(anchor
          ? ["", "", "", ""]
          : [
              ratioCell(r.perf, 1, true),
              ratioCell(r.lcp, 1),
              ratioCell(r.tbt, 1),
              ratioCell(r.lcpStatic, 1.25),
            ]),
        ...bytesCells(t),
      ]);
    }),
    "",
    "Each figure is the median over the rounds, the lowest and highest in brackets. G: the bare Gatsby page; S: the static page with our fonts.",
    "Goals on every route: perf ÷ G ≥ 1, LCP ÷ G and TBT ÷ G ≤ 1, a11y/BP/SEO 100, CLS 0; the moonshot: LCP ÷ S ≤ 1.25.",
    "JS KB: the transfer size of every script Lighthouse saw load. " +
      `HTML on wire: headers and Brotli body, within ${kb(BUDGETS.firstRoundTripBytes)} (the first round trip). ` +
      `JS < load: gzip of the scripts in the HTML and the route's whole chunk group (its own code and the shared commons chunk), within ${kb(BUDGETS.jsBeforeLoadBytes)}.`,
    "",
    "## Where the main-thread time goes (ms, medians)",
    "",
    ...mainThreadRows(targets),
    "",
    ...(failures.length ? ["## Failed runs", "", ...failures, ""] : []),
  ].join("\n");
}
