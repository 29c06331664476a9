import path from "node:path";
import { z } from "zod";
import { editor } from "./editor-meta";
import { atMost, filled, LIMITS } from "./fields";
import { graphqlType } from "./graphql-schema";
import { IMAGE_EXTENSIONS, RASTER_EXTENSIONS } from "./image-files";
import type { CheckContext } from "./source";

/** Marks the issue of a referenced file that is missing or unusable: `image "x.jpg" not found`. */
export const FILE_PROBLEM = "file-problem";

interface AssetOptions {
  /**
   * The folder under `content/` where this field's pictures live and where the editor uploads new
   * ones, such as `images/testimonials` (`{{fields.slug}}`: the entry's slug, for projects).
   */
  folder: string;
  /** Allow SVG (logos and marks); photographs must be raster images the sharp pipeline can resize. */
  vector?: boolean;
}

/**
 * A path, relative to the YAML file that names it, of an image file that must exist and decode.
 * GraphQL resolves it to the image's File node (`File @fileByRelativePath`).
 */
export function assetPath(context: CheckContext, options: AssetOptions) {
  const extensions = options.vector ? IMAGE_EXTENSIONS : RASTER_EXTENSIONS;
  const schema = atMost(z.string().trim().min(1, "must name an image file"), LIMITS.address)
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
    })
    .meta(editor({ folder: options.folder, accept: extensions.join(",") }));
  return graphqlType(schema, "File", "@fileByRelativePath");
}

/**
 * An image in content: `{ src, alt }`, where `src` is relative to the YAML file that names it
 * and `alt` describes the picture for people who cannot see it. One GraphQL type, ContentImage,
 * wherever it is used.
 */
export function imageRef(context: CheckContext, options: AssetOptions) {
  const schema = z.strictObject({
    src: assetPath(context, options).meta(editor({ label: "Picture" })),
    alt: atMost(filled("alt text is missing"), LIMITS.caption).meta(
      editor({
        label: "Alt text",
        hint: "Describe the picture for people who cannot see it (screen readers read this out).",
      }),
    ),
  });
  return graphqlType(schema, "ContentImage");
}
