import { z } from "zod";
import { prose, template, text } from "../fields";
import { defineSource } from "../source";
import { editor } from "../editor-meta";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";

/**
 * `content/gallery.yaml`: the gallery's filter, card, project page (facts, press, before and
 * after) and lightbox labels.
 */
export const gallerySource = defineSource({
  typeName: "GalleryYaml",
  path: "gallery.yaml",
  shape: "object",
  entry: () =>
    z
      .strictObject({
        filterLabel: text(),
        allLabel: text(),
        categories: z
          .array(
            z.strictObject({
              id: z.enum(PROJECT_CATEGORIES).meta(editor({ readOnly: true })),
              label: text(),
            }),
          )
          .refine(
            (categories) =>
              categories.map((category) => category.id).join(",") === PROJECT_CATEGORIES.join(","),
            { error: `ids must be, in order: ${PROJECT_CATEGORIES.join(", ")}` },
          )
          .meta(
            editor({
              fixed: true,
              itemLabel: "category",
              hint: "The category ids are fixed (each project's category is one of them); their labels are free.",
            }),
          ),
        resultCount: template("count").meta(
          editor({ hint: "{count} stands for the number of projects shown." }),
        ),
        facts: z.strictObject({
          category: text(),
          location: text(),
          year: text(),
          area: text(),
          duration: text(),
          scope: text(),
          photographer: text(),
        }),
        press: text(),
        backToGallery: text(),
        projectNavigation: text(),
        previousProject: text(),
        nextProject: text(),
        openImage: template("n").meta(editor({ hint: "{n} stands for the picture's number." })),
        beforeAfter: z.strictObject({
          heading: text(),
          before: text(),
          after: text(),
          compare: template("caption").meta(
            editor({ hint: "The slider's name; {caption} stands for the pair's caption." }),
          ),
          position: template("before", "after").meta(
            editor({ hint: "What the slider says as it moves: {before} and {after} are percentages." }),
          ),
        }),
        lightbox: z.strictObject({
          label: text(),
          previous: text(),
          next: text(),
          close: text(),
          position: template("n", "count").meta(
            editor({
              hint: "{n} stands for the picture's number, {count} for how many there are.",
            }),
          ),
        }),
        loadError: z
          .strictObject({ heading: text(), text: prose(), retry: text() })
          .meta(editor({ hint: "Shown when part of a page fails to load (after a new deploy)." })),
      })
      .meta(editor({ label: "Gallery and project pages: labels" })),
});
