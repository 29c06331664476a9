import { z } from "zod";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";
import { matching, metaDescription, prose, text } from "../fields";
import { imageRef } from "../image-ref";
import { usedTwice } from "../across";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** Where a project's pictures live: one folder per project, named after its slug. */
const PROJECT_IMAGES = "images/projects/{{fields.slug}}";

/** `content/projects/<slug>.yaml`: one project of the gallery per file. */
export const projectsSource = defineSource({
  typeName: "ProjectsYaml",
  path: "projects/",
  shape: "object",
  fileNameField: "slug",
  entry: (context) =>
    z
      .strictObject({
        title: text(),
        slug: matching(
          z.string(),
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "must be lower-case words joined by hyphens",
        ).meta(
          editor({
            hint: "Lower-case words joined by hyphens: the end of the project's address (/projects/…), its file's name and its pictures' folder. Fill it in before adding pictures.",
          }),
        ),
        category: z
          .enum(PROJECT_CATEGORIES, {
            error: `must be one of ${PROJECT_CATEGORIES.join(", ")}`,
          })
          .meta(editor({ hint: "The gallery filter it appears under." })),
        location: text(),
        year: z.number().int().min(2014, "must be 2014 or later").max(2100),
        summary: prose().meta(editor({ hint: "The project page's text." })),
        description: metaDescription(),
        cover: imageRef(context, { folder: PROJECT_IMAGES }).meta(
          editor({ hint: "The picture on the gallery's card and in sharing cards." }),
        ),
        images: z
          .array(imageRef(context, { folder: PROJECT_IMAGES }))
          .min(4, "needs at least 4 images")
          .max(8, "takes at most 8 images")
          .meta(editor({ itemLabel: "image", hint: "4 to 8 pictures, shown in this order." })),
      })
      .meta(editor({ label: "Projects", itemLabel: "project" })),
  across: (entries) => usedTwice(entries, "slug"),
});
