import type { ImageSize } from "./source";

/**
 * Aspect ratios as an editor reads them, and whether two images share one: a before and after
 * pair is shown in one frame, so a different shape would crop one picture or leave a gap.
 */

/**
 * How far two ratios may differ and still count as one: 1%, so sizes rounded to whole pixels
 * (1600×1067 beside 2400×1600, both 3:2) pass and 4:3 beside 3:2 does not.
 */
const TOLERANCE = 0.01;

/** Terms larger than this read as noise (1600:1067), so the ratio is written as a decimal. */
const LARGEST_TERM = 32;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** "4:3", "16:9", or "1.5:1" when the whole-number terms would be large. */
export function aspectRatioLabel({ width, height }: ImageSize): string {
  const divisor = greatestCommonDivisor(width, height);
  const [w, h] = [width / divisor, height / divisor];
  if (Math.max(w, h) <= LARGEST_TERM) return `${String(w)}:${String(h)}`;
  return `${String(Math.round((width / height) * 100) / 100)}:1`;
}

/** "1600×1200, 4:3" */
export function describeImageSize(size: ImageSize): string {
  return `${String(size.width)}×${String(size.height)}, ${aspectRatioLabel(size)}`;
}

export function sameAspectRatio(a: ImageSize, b: ImageSize): boolean {
  const ratioA = a.width / a.height;
  const ratioB = b.width / b.height;
  return Math.abs(ratioA - ratioB) <= TOLERANCE * Math.min(ratioA, ratioB);
}
