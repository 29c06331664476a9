import path from "node:path";
import type { AcrossIssue, PositionedEntry } from "./source";

/** A field of an entry as written, whether or not the entry passed its schema. */
export function fieldOf(entry: Pick<PositionedEntry, "value">, field: string): unknown {
  const { value } = entry;
  return value !== null && typeof value === "object"
    ? (value as Record<string, unknown>)[field]
    : undefined;
}

/** A text field of an entry's value as written; null when it is missing or not a text. */
export function textOf(value: unknown, field: string): string | null {
  const text = fieldOf({ value }, field);
  return typeof text === "string" ? text : null;
}

/** Every entry whose text `field` repeats an earlier entry's. */
export function usedTwice(entries: readonly PositionedEntry[], field: string): AcrossIssue[] {
  const seen = new Set<string>();
  const issues: AcrossIssue[] = [];
  for (const entry of entries) {
    const value = fieldOf(entry, field);
    if (typeof value !== "string") continue;
    if (seen.has(value)) {
      issues.push({ entry: entry.position, field, message: `"${value}" is used twice` });
    }
    seen.add(value);
  }
  return issues;
}

/**
 * Every file of a folder source whose text `field` repeats another file's, where each file is
 * named after that field (a project's slug). Of the files sharing a value, those not named after
 * it are named, each with the others: a project's file copied without changing its slug leaves
 * the copy to blame, not the original, whichever sorts first. Where none is named after the value
 * (or all are: `x.yaml` beside `x.yml`), each is.
 */
export function usedByTwoFiles(entries: readonly PositionedEntry[], field: string): AcrossIssue[] {
  const byValue = new Map<string, PositionedEntry[]>();
  for (const entry of entries) {
    const value = fieldOf(entry, field);
    if (typeof value === "string") byValue.set(value, [...(byValue.get(value) ?? []), entry]);
  }
  const issues: AcrossIssue[] = [];
  for (const [value, sharing] of byValue) {
    if (sharing.length < 2) continue;
    const misnamed = sharing.filter(
      (entry) => path.posix.basename(entry.file, path.posix.extname(entry.file)) !== value,
    );
    for (const entry of misnamed.length > 0 ? misnamed : sharing) {
      const others = sharing.filter((other) => other !== entry).map((other) => other.file);
      issues.push({
        entry: entry.position,
        field,
        message: `"${value}" is also the ${field} of ${others.join(" and ")}`,
      });
    }
  }
  return issues.sort((a, b) => (a.entry ?? 0) - (b.entry ?? 0));
}
