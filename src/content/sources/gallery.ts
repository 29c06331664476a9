import { z } from "zod";
import { template, text } from "../fields";
import { defineSource } from "../source";
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
    z.strictObject({
      filterLabel: text(),
      allLabel: text(),
      categories: z
        .array(z.strictObject({ id: z.enum(PROJECT_CATEGORIES), label: text() }))
        .refine(
          (categories) =>
            categories.map((category) => category.id).join(",") === PROJECT_CATEGORIES.join(","),
          { error: `ids must be, in order: ${PROJECT_CATEGORIES.join(", ")}` },
        ),
      resultCount: template("count"),
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
      openImage: template("n"),
      beforeAfter: z.strictObject({
        heading: text(),
        before: text(),
        after: text(),
        compare: template("caption"),
        position: template("before", "after"),
      }),
      lightbox: z.strictObject({
        label: text(),
        previous: text(),
        next: text(),
        close: text(),
        position: template("n", "count"),
      }),
      loadError: z.strictObject({ heading: text(), text: text(), retry: text() }),
    }),
});
