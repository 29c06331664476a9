import { z } from "zod";
import { template, text, LIMITS } from "../fields";
import { defineSource } from "../source";
import { editor } from "../editor-meta";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";

/**
 * The "Before" and "After" tags sit in the top corners of one comparison: at 320 px each holds
 * 12 characters before they meet.
 */
const COMPARISON_TAG = 12;

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
        filterLabel: text(LIMITS.label),
        allLabel: text(LIMITS.words),
        categories: z
          .array(
            z.strictObject({
              id: z.enum(PROJECT_CATEGORIES).meta(editor({ readOnly: true })),
              label: text(LIMITS.words),
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
        resultCount: z
          .strictObject({
            one: template(LIMITS.label, "count").meta(editor({ label: "For one project" })),
            other: template(LIMITS.label, "count").meta(editor({ label: "For any other number" })),
          })
          .meta(editor({ hint: "{count} stands for the number of projects shown." })),
        facts: z.strictObject({
          category: text(LIMITS.words),
          location: text(LIMITS.words),
          year: text(LIMITS.words),
          area: text(LIMITS.words),
          duration: text(LIMITS.words),
          scope: text(LIMITS.words),
          photographer: text(LIMITS.words),
        }),
        press: text(LIMITS.title),
        backToGallery: text(LIMITS.label),
        projectNavigation: text(LIMITS.title),
        previousProject: text(LIMITS.label),
        nextProject: text(LIMITS.label),
        openImage: template(LIMITS.label, "n").meta(
          editor({ hint: "{n} stands for the picture's number." }),
        ),
        beforeAfter: z.strictObject({
          heading: text(LIMITS.title),
          before: text(COMPARISON_TAG),
          after: text(COMPARISON_TAG),
          compare: template(LIMITS.label, "caption").meta(
            editor({ hint: "The slider's name; {caption} stands for the pair's caption." }),
          ),
          position: template(LIMITS.label, "before", "after").meta(
            editor({
              hint: "What the slider says as it moves: {before} and {after} are percentages.",
            }),
          ),
        }),
        lightbox: z.strictObject({
          label: text(LIMITS.label),
          previous: text(LIMITS.label),
          next: text(LIMITS.label),
          close: text(LIMITS.words),
          position: template(LIMITS.label, "n", "count").meta(
            editor({
              hint: "{n} stands for the picture's number, {count} for how many there are.",
            }),
          ),
        }),
      })
      .meta(editor({ label: "Gallery and project pages: labels" })),
});
