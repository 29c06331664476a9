/** subset-font 2 (harfbuzz's subsetter for Node), as src/editor/bundle.ts uses it; it ships no types. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Pins a variation axis to one value (instancing) or narrows its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
