/**
 * subset-font 2 (harfbuzz's subsetter for Node), as src/editor/bundle.ts and
 * scripts/subset-fonts.ts use it; it ships no types.
 */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** OpenType layout feature tags to keep; every feature when left out. */
    keepFeatures?: string[];
    /** Pins a variation axis to one value (instancing) or narrows its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
