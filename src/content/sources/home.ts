import { z } from "zod";
import { action, exactly, template, text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/home.yaml`: the home page's sections and the carousel's and slider's labels. */
export const homeSource = defineSource({
  typeName: "HomeYaml",
  path: "home.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      carousel: z.strictObject({
        label: text(),
        previous: text(),
        next: text(),
        goTo: template("n"),
        slideOf: template("n", "count"),
        pause: text(),
        play: text(),
      }),
      philosophy: z.strictObject({
        kicker: text(),
        title: text(),
        paragraphs: exactly(4, text(), "paragraphs"),
        image: imageRef(context),
        action: action(),
      }),
      craftedBy: z.strictObject({
        heading: text(),
        intro: text(),
        images: exactly(6, imageRef(context), "images"),
        action: action(),
      }),
      services: z.strictObject({
        heading: text(),
        intro: text(),
        cards: exactly(
          3,
          z.strictObject({ title: text(), description: text(), image: imageRef(context) }),
          "cards",
        ),
      }),
      testimonials: z.strictObject({
        heading: text(),
        previous: text(),
        next: text(),
        position: template("n", "count"),
      }),
    }),
});
