import { z } from "zod";
import { AREA_UNITS } from "../../lib/area";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";
import { describeImageSize, sameAspectRatio } from "../aspect-ratio";
import { externalUrl, metaDescription, text } from "../fields";
import { imageRef } from "../image-ref";
import { usedTwice } from "../across";
import { type CheckContext, defineSource } from "../source";

/**
 * A renovation shown before and after: two photographs of the same room from the same place,
 * compared in one frame, so they must share an aspect ratio (the rule names both sizes).
 */
function beforeAfterPair(context: CheckContext) {
  return z
    .strictObject({
      caption: text(),
      before: imageRef(context),
      after: imageRef(context),
    })
    .superRefine((pair, issues) => {
      const before = context.imageSize(pair.before.src);
      const after = context.imageSize(pair.after.src);
      if (before && after && !sameAspectRatio(before, after)) {
        issues.addIssue({
          code: "custom",
          message: `before (${describeImageSize(before)}) and after (${describeImageSize(after)}) must have one aspect ratio`,
          input: pair,
        });
      }
    });
}

/** `content/projects/<slug>.yaml`: one project of the gallery per file. */
export const projectsSource = defineSource({
  typeName: "ProjectsYaml",
  path: "projects/",
  shape: "object",
  fileNameField: "slug",
  entry: (context) =>
    z.strictObject({
      title: text(),
      slug: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
      category: z.enum(PROJECT_CATEGORIES, {
        error: `must be one of ${PROJECT_CATEGORIES.join(", ")}`,
      }),
      location: text(),
      year: z.number().int().min(2014, "must be 2014 or later").max(2100),
      summary: text(),
      description: metaDescription(),
      cover: imageRef(context),
      images: z
        .array(imageRef(context))
        .min(4, "needs at least 4 images")
        .max(8, "takes at most 8 images"),
      // The facts below are each optional: the page shows only those a project gives.
      /** The floor area designed: a number and its unit (1850 and sq ft read "1,850 sq ft"). */
      area: z
        .strictObject({
          value: z.number().positive("must be a positive number"),
          unit: z.enum(AREA_UNITS, { error: `must be one of ${AREA_UNITS.join(", ")}` }),
        })
        .optional(),
      /** What the studio did, one short line each ("Kitchen and bathroom design"). */
      scope: z
        .array(text())
        .min(1, "needs at least one line, or leave it out")
        .max(8, "takes at most 8 lines")
        .optional(),
      /** How long the works took, as a visitor reads it ("Fourteen months"). */
      duration: text().optional(),
      /** Who took the photographs, credited by name. */
      photographer: text().optional(),
      /** Articles about the project elsewhere; each opens in a new tab. */
      press: z
        .array(z.strictObject({ publication: text(), title: text(), url: externalUrl() }))
        .min(1, "needs at least one article, or leave it out")
        .max(6, "takes at most 6 articles")
        .optional(),
      /** Rooms shown before and after the works, each compared in one frame. */
      beforeAfter: z
        .array(beforeAfterPair(context))
        .min(1, "needs at least one pair, or leave it out")
        .max(4, "takes at most 4 pairs")
        .optional(),
    }),
  across: (entries) => usedTwice(entries, "slug"),
});
