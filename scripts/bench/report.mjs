// The budgets of DECISIONS.md §8, the ✓/✗ verdict of every check, and the two renderings of
// the results: a plain-text table per route for the terminal and a Markdown summary.
import { median } from "./lighthouse-median.mjs";

export const BUDGETS = {
  jsBeforeLoadBytes: 110_000,
  ownCodeBytes: 15_000,
  lcpImageBytes: 80_000,
  lcpMinCandidateWidth: 721, // 412 CSS px x DPR 1.75
  lcpFormats: ["avif", "webp"],
  maxFontFiles: 4,
  firstRoundTripBytes: 14_600, // ten TCP segments of 1,460 bytes: a new connection's first flight
  performanceFloor: 95,
  performanceAim: 100,
  otherScores: 100,
  fcpMs: 1070,
  lcpMs: 1550,
  tbtMs: 65,
  cls: 0.04,
};

const PASS = "✓";
const FAIL = "✗";
const INFO = "·";
const ERROR = "⚠";

/** Kilobytes as DevTools counts them (1 KB = 1000 bytes). */
export const kb = (bytes) =>
  bytes === null || bytes === undefined ? "?" : `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms) => (ms === null ? "?" : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? "?" : `${Math.round(ms)} ms`);
const clip = (text, length) =>
  text && text.length > length ? `${text.slice(0, length - 1)}…` : text;

function row(label, value, budget, ok) {
  return { label, value, budget, ok };
}

const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;

function jsRows(js) {
  const count = (phase) => js.files.filter((file) => file.phase === phase).length;
  const ownAfter = js.ownCode.gzipBytes - js.ownCode.beforeLoadGzipBytes;
  return [
    row(
      "JS before load (gzip)",
      `${kb(js.beforeLoad.gzipBytes)} in ${plural(count("before load"), "file")} (br on wire ${kb(js.beforeLoad.wireBytes)})`,
      `≤ ${kb(BUDGETS.jsBeforeLoadBytes)}`,
      js.beforeLoad.gzipBytes <= BUDGETS.jsBeforeLoadBytes,
    ),
    row(
      "Route's own code (gzip)",
      `${kb(js.ownCode.gzipBytes)} in ${plural(js.ownCode.files.length, "file")}, ${kb(js.ownCode.beforeLoadGzipBytes)} of it before load`,
      `≤ ${kb(BUDGETS.ownCodeBytes)}`,
      js.ownCode.gzipBytes <= BUDGETS.ownCodeBytes,
    ),
    row(
      "JS after load (gzip)",
      `${kb(js.afterLoad.gzipBytes)} in ${plural(count("after load"), "file")}, incl. ${kb(ownAfter)} own code`,
      "report only, keep small",
      null,
    ),
  ];
}

function describeLcpElement(lcp) {
  if (!lcp.found) return "none reported";
  const where = lcp.slide ? `, slide ${lcp.slide.index} of ${lcp.slide.of}` : "";
  const what = clip(lcp.description ?? "", 24);
  return `<${lcp.tag}> "${what}"${where}, ${lcp.cssSize} px`;
}

function lcpRows(lcp, route) {
  // DECISIONS §8: on the home page the first hero slide must be the LCP element.
  const isHome = route === "/";
  const rows = [
    row(
      "LCP element",
      describeLcpElement(lcp),
      isHome ? "hero slide 1" : "report only",
      isHome ? lcp.found && lcp.kind === "image" && lcp.slide?.index === 1 : null,
    ),
  ];
  if (!lcp.found || lcp.kind !== "image") {
    rows.push(row("LCP image", `n/a (LCP is ${lcp.found ? "text" : "missing"})`, "", null));
    return rows;
  }
  const formatOk = BUDGETS.lcpFormats.includes(lcp.format);
  rows.push(
    row(
      "LCP image at 412 px",
      `${lcp.format} ${lcp.chosenWidth ?? "?"}w, ${kb(lcp.bytes)}`,
      `AVIF/WebP ≤ ${kb(BUDGETS.lcpImageBytes)}`,
      formatOk && lcp.bytes !== null && lcp.bytes <= BUDGETS.lcpImageBytes,
    ),
    row(
      "LCP srcset widest",
      `${lcp.maxCandidateWidth}w (${lcp.candidateWidths.join(", ")})`,
      `≥ ${BUDGETS.lcpMinCandidateWidth}w`,
      lcp.maxCandidateWidth >= BUDGETS.lcpMinCandidateWidth,
    ),
  );
  const opacity = lcp.atPaint?.opacity;
  rows.push(
    row(
      "LCP opacity at paint",
      opacity === undefined || opacity === null ? "?" : String(Number(opacity.toFixed(2))),
      "1 (no fade-in)",
      typeof opacity === "number" ? opacity >= 0.99 : null,
    ),
  );
  const inHtml = lcp.htmlAttributes[0];
  rows.push(
    row(
      "LCP <img> in HTML",
      inHtml
        ? `loading=${inHtml.loading ?? "-"} fetchpriority=${inHtml.fetchpriority ?? "-"}`
        : "not in the server HTML",
      "eager + high",
      Boolean(inHtml && inHtml.loading !== "lazy" && inHtml.fetchpriority === "high"),
    ),
  );
  return rows;
}

function loadMixRows(mix) {
  const kinds = Object.entries(mix.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(", ");
  const images = mix.otherImages;
  return [
    row("All bytes before load", `${kb(mix.wireBytes)} on the wire: ${kinds}`, "report only", null),
    row(
      "Other images before load",
      images.length
        ? `${images.length}, ${kb(images.reduce((total, image) => total + (image.wireBytes ?? 0), 0))}: ` +
            clip(images.map((image) => image.file).join(", "), 56)
        : "none",
      "report only (compete w/ LCP)",
      null,
    ),
  ];
}

function documentRow(document) {
  if (!document?.found) return row("Page HTML on the wire", "not measured", "", null);
  const total = (document.bodyBytes ?? 0) + (document.headerBytes ?? 0);
  const spare = BUDGETS.firstRoundTripBytes - total;
  return row(
    "Page HTML on the wire",
    `${kb(total)}: ${kb(document.bodyBytes)} ${document.encoding ?? "uncompressed"} + ` +
      `${kb(document.headerBytes)} headers, ${spare >= 0 ? `${kb(spare)} to spare` : `${kb(-spare)} over`}`,
    `≤ ${kb(BUDGETS.firstRoundTripBytes)} (one round trip)`,
    spare >= 0,
  );
}

function fontRow(fonts) {
  return row(
    "Fonts",
    `${fonts.count} files, ${kb(fonts.wireBytes)}${fonts.allWoff2 ? ", all woff2" : ", NOT all woff2"}`,
    `≤ ${BUDGETS.maxFontFiles} woff2`,
    fonts.count <= BUDGETS.maxFontFiles && fonts.allWoff2,
  );
}

function lighthouseRows(lh, options, route) {
  const names = [
    "Performance",
    "Accessibility",
    "Best Practices",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
  ];
  if (!options.lighthouse) return [row("Lighthouse", "skipped (--no-lighthouse)", "", null)];
  if (options.lighthouseRoutes && !options.lighthouseRoutes.includes(route)) {
    return [
      row("Lighthouse", "skipped (same template as the project page measured; --all)", "", null),
    ];
  }
  if (!lh || !lh.runs) {
    const message = lh?.errors?.[0] ?? "did not run";
    return names.map((name, index) =>
      row(name, index ? "" : `error: ${clip(message, 60)}`, "", index ? null : "error"),
    );
  }
  const runs = lh.all.map((run) => run.performance).join(" ");
  const m = lh.metrics;
  const errors = lh.errors.length ? `, ${lh.errors.length} failed` : "";
  return [
    row(
      "Performance",
      `${lh.performance} (median of ${lh.runs}${errors}: ${runs})`,
      `≥ ${BUDGETS.performanceFloor}, aim ${BUDGETS.performanceAim}`,
      lh.performance >= BUDGETS.performanceFloor,
    ),
    row(
      "Accessibility",
      String(lh.accessibility),
      "= 100",
      lh.accessibility >= BUDGETS.otherScores,
    ),
    row(
      "Best Practices",
      String(lh.bestPractices),
      "= 100",
      lh.bestPractices >= BUDGETS.otherScores,
    ),
    row("SEO", String(lh.seo), "= 100", lh.seo >= BUDGETS.otherScores),
    row("FCP", seconds(m.fcp), `≤ ${seconds(BUDGETS.fcpMs)} full marks`, m.fcp <= BUDGETS.fcpMs),
    row("LCP", seconds(m.lcp), `≤ ${seconds(BUDGETS.lcpMs)} full marks`, m.lcp <= BUDGETS.lcpMs),
    row("TBT", millis(m.tbt), `≤ ${millis(BUDGETS.tbtMs)} full marks`, m.tbt <= BUDGETS.tbtMs),
    row("CLS", m.cls.toFixed(3), `≤ ${BUDGETS.cls} full marks`, m.cls <= BUDGETS.cls),
  ];
}

function lighthouseNotes(lh) {
  if (!lh?.runs) return [];
  const { phases, selector } = lh.medianRun.lcpElement;
  const notes = [];
  if (Object.keys(phases).length) {
    const text = Object.entries(phases)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(" · ");
    notes.push(`Lighthouse LCP phases (median run): ${text}`);
  }
  if (selector) notes.push(`Lighthouse LCP element: ${clip(selector, 110)}`);
  const flags = lh.medianRun.weakAudits.map(
    (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
  );
  if (flags.length) notes.push(`Lighthouse flags (median run): ${flags.join("; ")}`);
  for (const audit of lh.medianRun.weakAudits) {
    if (audit.score === 0 && audit.examples.length) {
      notes.push(
        `  ${audit.id}: ${audit.examples.map((example) => clip(example, 100)).join(" | ")}`,
      );
    }
  }
  for (const shift of lh.medianRun.layoutShifts ?? []) {
    const causes = shift.causes.length ? `; causes: ${shift.causes.join(", ")}` : "";
    notes.push(
      `Layout shift ${shift.score} at ${clip(shift.element ?? "(element not identified)", 90)}${causes}`,
    );
  }
  const benchmark = median(lh.benchmarkIndexes);
  const loads = lh.loadAverages?.length ? `, load average ${lh.loadAverages.join(" / ")}` : "";
  if (benchmark)
    notes.push(`Lighthouse CPU benchmarkIndex ${Math.round(benchmark)} (median)${loads}`);
  for (const warning of lh.medianRun.warnings) notes.push(`Lighthouse warning: ${warning}`);
  for (const error of lh.errors) notes.push(`Lighthouse run failed: ${error}`);
  return notes;
}

/** All checks of one route, plus free-text notes. */
export function evaluateRoute(result, options) {
  if (result.error) {
    return { rows: [row("Measurement", `error: ${result.error}`, "", "error")], notes: [] };
  }
  const rows = [
    ...jsRows(result.js),
    ...lcpRows(result.lcp, result.route),
    documentRow(result.document),
    fontRow(result.fonts),
    ...loadMixRows(result.beforeLoad),
    ...lighthouseRows(result.lighthouse, options, result.route),
  ];
  const notes = [...lighthouseNotes(result.lighthouse)];
  if (result.status !== 200) notes.push(`HTTP status ${result.status} for ${result.url}`);
  const builds = new Set([result.build, ...(result.lighthouse?.builds ?? [])]);
  if (builds.size > 1) {
    notes.push(`⚠ public/ was rebuilt between measurements: they span ${builds.size} builds`);
  }
  if (result.redirects?.length) {
    notes.push(`⚠ redirected: ${[...result.redirects, result.url].join(" → ")}`);
  }
  if (result.js.files.some((file) => file.gzipComputed)) {
    notes.push("gzip size computed with zlib for files the server sends uncompressed (< 1 KB)");
  }
  return { rows, notes };
}

const mark = (ok) => (ok === true ? PASS : ok === false ? FAIL : ok === "error" ? ERROR : INFO);

function fileLines(js) {
  return js.files.map((file) =>
    [
      file.phase.padEnd(11),
      `+${file.startMs} ms`.padStart(9),
      kb(file.gzipBytes).padStart(9),
      file.category.padEnd(11),
      `${file.file}${file.contents ? `  (${file.contents})` : ""}`,
    ].join(" "),
  );
}

/** Plain-text block for one route. */
export function routeText(result, evaluation) {
  const widths = [25, 74, 28];
  const lines = [`Route ${result.route}  ${result.url ?? ""}`];
  lines.push(
    `  ${"Check".padEnd(widths[0])} ${"Measured".padEnd(widths[1])} ${"Budget".padEnd(widths[2])}`,
  );
  for (const r of evaluation.rows) {
    lines.push(
      `  ${r.label.padEnd(widths[0])} ${String(r.value).padEnd(widths[1])} ${r.budget.padEnd(widths[2])} ${mark(r.ok)}`,
    );
  }
  if (result.js) {
    lines.push("  JavaScript files (phase, requested at, gzip, role, file (contents)):");
    for (const line of fileLines(result.js)) lines.push(`    ${line}`);
  }
  if (result.fonts?.files.length) {
    const fonts = result.fonts.files.map((font) => `${font.file} ${kb(font.wireBytes)}`);
    lines.push(`  Fonts: ${fonts.join(", ")}`);
  }
  for (const note of evaluation.notes) lines.push(`  ${note}`);
  return lines.join("\n");
}

const SUMMARY_COLUMNS = [
  ["JS<load", (r) => r.js && kb(r.js.beforeLoad.gzipBytes), "JS before load (gzip)"],
  ["own", (r) => r.js && kb(r.js.ownCode.gzipBytes), "Route's own code (gzip)"],
  ["JS>load", (r) => r.js && kb(r.js.afterLoad.gzipBytes), "JS after load (gzip)"],
  [
    "LCP img",
    (r) => r.lcp && (r.lcp.kind === "image" ? `${r.lcp.format} ${kb(r.lcp.bytes)}` : "text"),
    "LCP image at 412 px",
  ],
  ["fonts", (r) => r.fonts && String(r.fonts.count), "Fonts"],
  ["Perf", (r) => r.lighthouse?.runs && String(r.lighthouse.performance), "Performance"],
  ["A11y", (r) => r.lighthouse?.runs && String(r.lighthouse.accessibility), "Accessibility"],
  ["BP", (r) => r.lighthouse?.runs && String(r.lighthouse.bestPractices), "Best Practices"],
  ["SEO", (r) => r.lighthouse?.runs && String(r.lighthouse.seo), "SEO"],
  ["FCP", (r) => r.lighthouse?.runs && seconds(r.lighthouse.metrics.fcp), "FCP"],
  ["LCP", (r) => r.lighthouse?.runs && seconds(r.lighthouse.metrics.lcp), "LCP"],
  ["TBT", (r) => r.lighthouse?.runs && millis(r.lighthouse.metrics.tbt), "TBT"],
  ["CLS", (r) => r.lighthouse?.runs && r.lighthouse.metrics.cls.toFixed(3), "CLS"],
];

function summaryCells(result, evaluation) {
  return SUMMARY_COLUMNS.map(([, value, rowLabel]) => {
    const checked = evaluation.rows.find((r) => r.label === rowLabel);
    const text = value(result) || "–";
    return checked && (checked.ok === true || checked.ok === false)
      ? `${text} ${mark(checked.ok)}`
      : text;
  });
}

/** One line per route with the headline numbers. */
export function summaryText(results, evaluations) {
  const header = ["route", ...SUMMARY_COLUMNS.map(([name]) => name)];
  const body = results.map((result, index) => [
    result.route,
    ...summaryCells(result, evaluations[index]),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...body].map((cells) => cells[column].length)),
  );
  return [header, ...body]
    .map((cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  "))
    .join("\n");
}

const escapeCell = (text) =>
  String(text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** Markdown summary of a whole run. */
export function markdown(meta, results, evaluations) {
  const lines = [`# Performance benchmark — ${meta.date}`, ""];
  lines.push(
    `Commit \`${meta.commit ?? "?"}\`${meta.dirty ? " (with uncommitted changes)" : ""}, build of ` +
      `${meta.buildTime}, served by ${meta.server}, ${meta.browser}, ` +
      `Lighthouse ${meta.lighthouseVersion ?? "skipped"}` +
      `${meta.lighthouse ? ` (median of ${meta.runs} per route)` : ""}, load average ` +
      `${meta.loadAverage} on ${meta.cpus} CPUs. Budgets: DECISIONS.md §8. KB = 1000 bytes.`,
    "",
  );
  for (const warning of meta.warnings ?? []) lines.push(`> ⚠ ${warning}`, "");
  const header = ["route", ...SUMMARY_COLUMNS.map(([name]) => name)];
  lines.push(`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`);
  results.forEach((result, index) => {
    const cells = [result.route, ...summaryCells(result, evaluations[index])];
    lines.push(`| ${cells.map(escapeCell).join(" | ")} |`);
  });
  results.forEach((result, index) => {
    const evaluation = evaluations[index];
    lines.push(
      "",
      `## ${result.route}`,
      "",
      "| check | measured | budget | |",
      "|---|---|---|---|",
    );
    for (const r of evaluation.rows) {
      lines.push(`| ${[r.label, r.value, r.budget, mark(r.ok)].map(escapeCell).join(" | ")} |`);
    }
    if (result.js?.files.length) {
      lines.push(
        "",
        "| phase | requested at | gzip | role | file | contents |",
        "|---|---|---|---|---|---|",
      );
      for (const file of result.js.files) {
        const cells = [
          file.phase,
          `+${file.startMs} ms`,
          kb(file.gzipBytes),
          file.category,
          file.file,
          file.contents,
        ];
        lines.push(`| ${cells.map(escapeCell).join(" | ")} |`);
      }
    }
    if (evaluation.notes.length) lines.push("", ...evaluation.notes.map((note) => `- ${note}`));
  });
  lines.push("", "## How to read this", "", ...meta.legend.map((line) => `- ${line}`), "");
  return lines.join("\n");
}
