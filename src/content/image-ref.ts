import path from "node:path";
import { z } from "zod";
import type { CheckContext } from "./source";

const RASTER = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
const VECTOR = [".svg"];

/** Marks the issue of a referenced file that is missing or unusable: `image "x.jpg" not found`. */
export const FILE_PROBLEM = "file-problem";

interface AssetOptions {
  /** Allow SVG (logos and marks); photographs must be raster images the sharp pipeline can resize. */
  vector?: boolean;
}

/** A path, relative to the YAML file that names it, of an image file that must exist and decode. */
export function assetPath(context: CheckContext, options: AssetOptions = {}) {
  const extensions = options.vector ? [...RASTER, ...VECTOR] : RASTER;
  return z
    .string()
    .trim()
    .min(1, "must name an image file")
    .refine((src) => extensions.includes(path.extname(src).toLowerCase()), {
      error: `must end in ${extensions.join(", ")}`,
      abort: true,
    })
    .superRefine((src, issues) => {
      const problem = context.imageProblem(src);
      if (problem !== null) {
        issues.addIssue({
          code: "custom",
          message: problem,
          input: src,
          params: { kind: FILE_PROBLEM },
        });
      }
    });
}

/**
 * An image in content: `{ src, alt }`, where `src` is relative to the YAML file that names it
 * and `alt` describes the picture for people who cannot see it.
 */
export function imageRef(context: CheckContext, options: AssetOptions = {}) {
  return z.strictObject({
    src: assetPath(context, options),
    alt: z.string().trim().min(1, "alt text is missing"),
  });
}
