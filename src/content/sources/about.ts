import { z } from "zod";
import { prose, quote, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

const paragraphs = () =>
  z
    .array(prose(LIMITS.paragraph))
    .min(1, "needs at least one paragraph")
    .meta(editor({ itemLabel: "paragraph" }));

/**
 * `content/about.yaml`: the about page's quote, introduction, values heading and biography. The
 * page's title and introduction line are in pages.yaml (slug: about); the values in values.yaml.
 */
export const aboutSource = defineSource({
  typeName: "AboutYaml",
  path: "about.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        quote: quote(),
        introduction: z.strictObject({
          heading: text(LIMITS.title),
          paragraphs: paragraphs(),
          image: imageRef(context, { folder: "images/about", minWidth: MIN_WIDTH.card }),
        }),
        values: z
          .strictObject({ heading: text(LIMITS.title), intro: prose(LIMITS.note) })
          .meta(editor({ hint: "Above the five values, which are edited in “About: values”." })),
        designer: z.strictObject({
          heading: text(LIMITS.title),
          name: text(LIMITS.label),
          role: text(LIMITS.label),
          paragraphs: paragraphs(),
          portrait: imageRef(context, { folder: "images/about", minWidth: MIN_WIDTH.card }),
        }),
      })
      .meta(editor({ label: "About page" })),
});
