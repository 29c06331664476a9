import path from "node:path";
import { z } from "zod";
import { editor } from "./editor-meta";
import { atMost, filled, LIMITS } from "./fields";
import { graphqlType } from "./graphql-schema";
import { IMAGE_EXTENSIONS, RASTER_EXTENSIONS } from "./image-files";
import type { CheckContext, ImageSize } from "./source";

/** Marks the issue of a referenced file that is missing or unusable: `image "x.jpg" not found`. */
export const FILE_PROBLEM = "file-problem";

/**
 * The narrowest picture each kind of place takes, in pixels wide: well under what the site makes
 * of it (docs/editing.md asks for 2400 px hero slides and 1600 px elsewhere), so that only a
 * picture that would show blurred is refused, with its size. Every picture in the repository is
 * wider (a test checks the content that ships).
 */
export const MIN_WIDTH = {
  /** Across the whole screen, up to 1920 px wide and more: a hero slide, the closing block's. */
  screen: 1920,
  /** Across the page or a sharing card (1200 × 630): a project's pictures, a page's picture. */
  page: 1200,
  /** In a card, a tile or a column beside text, at most about 640 px wide on screen. */
  card: 800,
  /** A testimonial's photograph: 112 px on screen, at up to three pixels per point. */
  portrait: 336,
} as const;

interface AssetOptions {
  /**
   * The folder under `content/` where this field's pictures live and where the editor uploads new
   * ones, such as `images/testimonials` (`{{fields.slug}}`: the entry's slug, for projects).
   */
  folder: string;
  /** Allow SVG (logos and marks); photographs must be raster images the sharp pipeline can resize. */
  vector?: boolean;
  /** The narrowest picture the place takes, in pixels (`MIN_WIDTH`); a drawing has none. */
  minWidth?: number;
}

/** Why a picture of `size` is too narrow for a place that takes `minWidth` pixels, or null. */
function tooNarrow(size: ImageSize | null, minWidth: number | undefined): string | null {
  if (size === null || minWidth === undefined || size.width >= minWidth) return null;
  const { width, height } = size;
  return `is ${String(width)}×${String(height)} pixels; this place needs at least ${minWidth.toLocaleString("en-GB")} pixels wide: export it larger`;
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
      const problem =
        context.imageProblem(src) ?? tooNarrow(context.imageSize(src), options.minWidth);
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
 * wherever it is used. Each place says how narrow a picture it takes.
 */
export function imageRef(
  context: CheckContext,
  options: AssetOptions & Required<Pick<AssetOptions, "minWidth">>,
) {
  const schema = z.strictObject({
    src: assetPath(context, options).meta(
      editor({
        label: "Picture",
        // The editor cannot measure an upload: it says what the build will refuse.
        hint: `At least ${options.minWidth.toLocaleString("en-GB")} pixels wide: the site's build refuses a narrower picture.`,
      }),
    ),
    alt: atMost(filled("alt text is missing"), LIMITS.caption).meta(
      editor({
        label: "Alt text",
        hint: "Describe the picture for people who cannot see it (screen readers read this out).",
      }),
    ),
  });
  return graphqlType(schema, "ContentImage");
}
