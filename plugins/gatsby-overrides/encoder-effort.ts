import sharp, { type AvifOptions, type Sharp, type WebpOptions } from "sharp";

/**
 * sharp's encoding effort for the build's AVIF and WebP files. gatsby-plugin-sharp hands sharp
 * only the quality, so sharp's default effort, 4 for both, applied.
 *
 * - AVIF, effort 3 (0 fastest to 9 smallest): on the hero's six widths of one slide, 3.4 times
 *   faster than 4 (9.1 s against 30.5 s on a loaded 2-core machine) for files 5 % larger and
 *   0.4 dB lower in PSNR; effort 2 was 5 times faster but 1.2 dB lower.
 * - WebP, effort 2 (0 to 6): on 133 files cut from the content's pictures at the widths the slots
 *   use (360 to 1600 px, quality 70), one core encoded them in 7.7 s against 15.5 s at 4 (and
 *   15.2 s at 3), for 2.5 % more bytes and 0.09 dB less PSNR (37.91 against 38.00 dB).
 */
export const ENCODER_EFFORT = { avif: 3, webp: 2 } as const;

export type EncoderFormat = keyof typeof ENCODER_EFFORT;

/** The part of sharp's prototype (typed `any` by sharp) that this changes. */
interface Encoders {
  avif: (this: Sharp, options?: AvifOptions) => Sharp;
  webp: (this: Sharp, options?: WebpOptions) => Sharp;
  [patched: symbol]: true | undefined;
}

/**
 * Makes `ENCODER_EFFORT[format]` sharp's default effort for that format in this process (an
 * effort the caller gives still wins). Setting it twice changes nothing.
 */
export function setDefaultEffort(format: EncoderFormat): void {
  const prototype = sharp.prototype as Encoders;
  const patched = Symbol.for(`gatsby-overrides.${format}-effort`);
  if (prototype[patched]) return;
  const encode = prototype[format];
  prototype[format] = function withEffort(this: Sharp, options?: object) {
    return encode.call(this, { effort: ENCODER_EFFORT[format], ...options });
  };
  prototype[patched] = true;
}
