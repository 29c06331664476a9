/**
 * The comparison's one number: how much of the "before" picture shows, as a percentage of the
 * frame's width from its left edge (0 = all after, 100 = all before). Kept pure so the pointer
 * arithmetic and the spoken value are tested without a browser.
 */

/** Where every comparison starts: the divider in the middle. */
export const START_POSITION = 50;

/**
 * The position under a pointer at `clientX`, over a frame whose left edge is at `left` and
 * which is `width` wide: clamped to the frame, to a tenth of a percent, so a drag follows the
 * pointer smoothly without jitter in the last digits.
 */
export function positionAt(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return START_POSITION;
  const share = Math.min(100, Math.max(0, ((clientX - left) / width) * 100));
  return Math.round(share * 10) / 10;
}

/** Each picture's share in whole percent, as the slider's value text says it. */
export function shares(position: number): { before: number; after: number } {
  const before = Math.round(Math.min(100, Math.max(0, position)));
  return { before, after: 100 - before };
}
