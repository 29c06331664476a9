import path from "node:path";
import { z } from "zod";
import { graphqlType } from "./graphql-schema";
import type { CheckContext } from "./source";

const RASTER = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
const VECTOR = [".svg"];

/** Marks the issue of a referenced file that is missing or unusable: `image "x.jpg" not found`. */
export const FILE_PROBLEM = "file-problem";

interface AssetOptions {
  /** Allow SVG (logos and marks); photographs must be raster images the sharp pipeline can resize. */
  vector?: boolean;
}

/**
 * A path, relative to the YAML file that names it, of an image file that must exist and decode.
 * GraphQL resolves it to the image's File node (`File @fileByRelativePath`).
 */
export function assetPath(context: CheckContext, options: AssetOptions = {}) {
  const extensions = options.vector ? [...RASTER, ...VECTOR] : RASTER;
  const schema = z
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
  return graphqlType(schema, "File", "@fileByRelativePath");
}

/**
 * An image in content: `{ src, alt }`, where `src` is relative to the YAML file that names it
 * and `alt` describes the picture for people who cannot see it. One GraphQL type, ContentImage,
 * wherever it is used.
 */
export function imageRef(context: CheckContext, options: AssetOptions = {}) {
  const schema = z.strictObject({
    src: assetPath(context, options),
    alt: z.string().trim().min(1, "alt text is missing"),
  });
  return graphqlType(schema, "ContentImage");
}
