import { z } from "zod";
import { quote, text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/about.yaml`: the about page's quote, introduction, values heading and biography. */
export const aboutSource = defineSource({
  typeName: "AboutYaml",
  path: "about.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      quote: quote(),
      introduction: z.strictObject({
        heading: text(),
        paragraphs: z.array(text()).min(1, "needs at least one paragraph"),
        image: imageRef(context),
      }),
      values: z.strictObject({ heading: text(), intro: text() }),
      designer: z.strictObject({
        heading: text(),
        name: text(),
        role: text(),
        paragraphs: z.array(text()).min(1, "needs at least one paragraph"),
        portrait: imageRef(context),
      }),
    }),
});
