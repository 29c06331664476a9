/** `index` brought into `0 … count - 1`, wrapping past either end (−1 is the last item). */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`wrapIndex: count must be a positive whole number, got ${count}`);
  }
  return ((index % count) + count) % count;
}
