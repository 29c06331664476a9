/**
 * The arithmetic of the side-by-side benchmark, kept pure so jest can check it: the order of the
 * URLs in each round, medians and spread of a figure over the rounds, and ratios to an anchor.
 */

/** The middle value (mean of the middle two for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle];
  if (high === undefined) return null;
  if (sorted.length % 2) return high;
  return ((sorted[middle - 1] ?? high) + high) / 2;
}

/** A figure over the rounds: its median, its lowest and highest value, and how many runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function spread(values: readonly number[]): Spread | null {
  const middle = median(values);
  if (middle === null) return null;
  return {
    median: middle,
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  };
}

/**
 * The order of the URLs in round `round` (0-based) of `rounds`: each round starts with another
 * URL (the list rotated), so that over the rounds each is measured first, and so early, in the
 * middle and late, about equally often; the rest follow in an order shuffled per round, so that no
 * URL always follows the same one into a warm or busy machine. Seeded by the round: a run can be
 * repeated in the same order.
 */
export function roundOrder<T>(items: readonly T[], round: number, rounds: number): T[] {
  const start =
    Math.floor((round * items.length) / Math.max(rounds, 1)) % Math.max(items.length, 1);
  const [first, ...rest] = [...items.slice(start), ...items.slice(0, start)];
  return first === undefined ? [] : [first, ...shuffled(rest, round + 1)];
}

/** `items` in a random order drawn from `seed` (Fisher–Yates over a mulberry32 generator). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * `value / anchor`, rounded to two decimals; null when either is missing or the anchor is 0
 * (a TBT of 0 ms has no meaningful multiple).
 */
export function ratio(value: number | null | undefined, anchor: number | null | undefined) {
  if (value === null || value === undefined || !anchor) return null;
  return Math.round((value / anchor) * 100) / 100;
}
