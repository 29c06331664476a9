import { z } from "zod";
import { action, exactly, prose, template, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
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
            label: text(LIMITS.label),
            previous: text(LIMITS.label),
            next: text(LIMITS.label),
            goTo: template(LIMITS.label, "n").meta(
              editor({ hint: "{n} stands for the slide's number." }),
            ),
            slideOf: template(LIMITS.label, "n", "count").meta(
              editor({
                hint: "{n} stands for the slide's number, {count} for how many there are.",
              }),
            ),
            pause: text(LIMITS.label),
            play: text(LIMITS.label),
          })
          .meta(
            editor({
              label: "Hero carousel: button labels",
              hint: "What the carousel's buttons say to screen readers; the slides are in “Home: hero slides”.",
            }),
          ),
        philosophy: z.strictObject({
          kicker: text(LIMITS.label),
          title: text(LIMITS.title),
          paragraphs: exactly(4, prose(LIMITS.paragraph), "paragraphs"),
          image: imageRef(context, { folder: "images/home", minWidth: MIN_WIDTH.card }),
          action: action(context),
        }),
        craftedBy: z.strictObject({
          heading: text(LIMITS.title),
          intro: prose(LIMITS.note),
          images: exactly(
            6,
            imageRef(context, { folder: "images/home/crafted", minWidth: MIN_WIDTH.card }),
            "images",
          ),
          action: action(context),
        }),
        services: z.strictObject({
          heading: text(LIMITS.title),
          intro: prose(LIMITS.note),
          cards: exactly(
            3,
            z.strictObject({
              title: text(LIMITS.title),
              description: prose(LIMITS.note),
              image: imageRef(context, {
                folder: "images/home/services",
                minWidth: MIN_WIDTH.card,
              }),
            }),
            "cards",
          ),
        }),
        testimonials: z
          .strictObject({
            heading: text(LIMITS.title),
            previous: text(LIMITS.label),
            next: text(LIMITS.label),
            position: template(LIMITS.label, "n", "count").meta(
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
