import { z } from "zod";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";
import { metaDescription, text } from "../fields";
import { imageRef } from "../image-ref";
import { usedTwice } from "../across";
import { defineSource } from "../source";

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
    }),
  across: (entries) => usedTwice(entries, "slug"),
});
