/** The part of subset-font (which ships no types) that scripts/subset-fonts.ts uses. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
      /** OpenType layout feature tags to keep; every feature when left out. */
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
