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
