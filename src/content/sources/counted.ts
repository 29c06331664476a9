import type { AcrossIssue } from "../source";

/** An `across` rule for list files whose length the specification fixes. */
export function exactCount(count: number, what: string) {
  return (entries: readonly unknown[]): AcrossIssue[] =>
    entries.length === count
      ? []
      : [{ message: `needs exactly ${count} ${what}, found ${entries.length}` }];
}
