import { z } from "zod";
import { action, exactly, prose, template, text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/**
 * `content/home.yaml`: the home page's sections, top to bottom, and the carousel's and slider's
 * labels. The slides are in slides.yaml, the testimonials in testimonials.yaml; the closing call
 * to action is shared (cta.yaml).
 */
export const homeSource = defineSource({
  typeName: "HomeYaml",
  path: "home.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        carousel: z
          .strictObject({
            label: text(),
            previous: text(),
            next: text(),
            goTo: template("n").meta(editor({ hint: "{n} stands for the slide's number." })),
            slideOf: template("n", "count").meta(
              editor({
                hint: "{n} stands for the slide's number, {count} for how many there are.",
              }),
            ),
            pause: text(),
            play: text(),
          })
          .meta(
            editor({
              label: "Hero carousel: button labels",
              hint: "What the carousel's buttons say to screen readers; the slides are in “Home: hero slides”.",
            }),
          ),
        philosophy: z.strictObject({
          kicker: text(),
          title: text(),
          paragraphs: exactly(4, prose(), "paragraphs"),
          image: imageRef(context, { folder: "images/home" }),
          action: action(),
        }),
        craftedBy: z.strictObject({
          heading: text(),
          intro: prose(),
          images: exactly(6, imageRef(context, { folder: "images/home/crafted" }), "images"),
          action: action(),
        }),
        services: z.strictObject({
          heading: text(),
          intro: prose(),
          cards: exactly(
            3,
            z.strictObject({
              title: text(),
              description: prose(),
              image: imageRef(context, { folder: "images/home/services" }),
            }),
            "cards",
          ),
        }),
        testimonials: z
          .strictObject({
            heading: text(),
            previous: text(),
            next: text(),
            position: template("n", "count").meta(
              editor({
                hint: "{n} stands for the testimonial's number, {count} for how many there are.",
              }),
            ),
          })
          .meta(
            editor({
              label: "Testimonials: heading and labels",
              hint: "The testimonials themselves are in “Home: testimonials”.",
            }),
          ),
      })
      .meta(editor({ label: "Home page" })),
});
