import sharp, { type AvifOptions, type Sharp } from "sharp";

/**
 * sharp's AVIF effort (0 fastest to 9 smallest) for every AVIF file of the build.
 * gatsby-plugin-sharp hands sharp only the quality, so sharp's default effort, 4, applied. On the
 * hero's slides, at the six widths the hero is made in, effort 3 encoded 3.4 times faster (9.1 s
 * against 30.5 s for one slide, on a loaded 2-core machine) for files 5 % larger and 0.4 dB lower
 * in PSNR; effort 2 was 5 times faster but 1.2 dB lower. The hero's AVIF is most of the build's
 * image time, so this is the difference between a cold build of about 3½ minutes and 2½.
 */
export const AVIF_EFFORT = 3;

const PATCHED = Symbol.for("gatsby-overrides.avif-effort");

/** The part of sharp's prototype (typed `any` by sharp) that this changes. */
interface AvifEncoder {
  avif: (this: Sharp, options?: AvifOptions) => Sharp;
  [PATCHED]?: true;
}

/** Makes `AVIF_EFFORT` sharp's default AVIF effort in this process (an effort given still wins). */
export function setDefaultAvifEffort(): void {
  const prototype = sharp.prototype as AvifEncoder;
  if (prototype[PATCHED]) return;
  const avif = prototype.avif;
  prototype.avif = function avifWithEffort(this: Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  prototype[PATCHED] = true;
}
