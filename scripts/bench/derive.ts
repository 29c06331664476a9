/**
 * New photographs for the build-scaling benchmark, derived from the committed ones: each copy
 * of a picture is cropped, perhaps mirrored and tinted in its own way, then brought back to the
 * original's size, so its bytes (and so Gatsby's image jobs) are its own, as a new project's
 * photographs would be. A brightness nudge alone is not enough: 8-bit pixels round it away and
 * the JPEG comes out byte for byte the same, which Gatsby then encodes only once.
 */
import sharp from "sharp";

export interface Variant {
  /** the share of each side kept by the crop */
  keep: number;
  /** where the crop sits in the spare margin, 0 (left/top) to 1 (right/bottom) */
  offset: number;
  /** mirrored left to right */
  flop: boolean;
  /** hue rotation in degrees */
  hue: number;
  brightness: number;
}

/** How copy `copy` (1, 2, …) differs from its original; no two copies below 780 are alike. */
export function variant(copy: number): Variant {
  return {
    keep: 0.8 + (copy % 5) * 0.04,
    offset: ((copy * 3) % 10) / 9,
    flop: copy % 2 === 1,
    hue: ((copy * 37) % 60) - 30,
    brightness: 0.94 + ((copy * 5) % 13) / 100,
  };
}

/** Copy `copy` of the JPEG at `source`, the same size as it, as JPEG bytes. */
export async function deriveImage(source: string | Buffer, copy: number): Promise<Buffer> {
  const { width, height } = await sharp(source).metadata();
  const v = variant(copy);
  const crop = { width: Math.round(width * v.keep), height: Math.round(height * v.keep) };
  return sharp(source)
    .extract({
      left: Math.round((width - crop.width) * v.offset),
      top: Math.round((height - crop.height) * (1 - v.offset)),
      ...crop,
    })
    .resize(width, height)
    .flop(v.flop)
    .modulate({ hue: v.hue, brightness: v.brightness })
    .jpeg({ quality: 88 })
    .toBuffer();
}
