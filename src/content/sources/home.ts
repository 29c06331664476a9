import { z } from "zod";
import { action, exactly, template, text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";

/** `content/home.yaml`: the home page's sections and the carousel's and slider's labels. */
export const homeSource: ContentSource = {
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
  typeDefs: /* GraphQL */ `
    type HomeYaml implements Node @dontInfer {
      carousel: HomeCarousel!
      philosophy: HomePhilosophy!
      craftedBy: HomeCraftedBy!
      services: HomeServices!
      testimonials: HomeTestimonials!
    }
    type HomeCarousel {
      label: String!
      previous: String!
      next: String!
      goTo: String!
      slideOf: String!
      pause: String!
      play: String!
    }
    type HomePhilosophy {
      kicker: String!
      title: String!
      paragraphs: [String!]!
      image: ContentImage!
      action: ContentAction!
    }
    type HomeCraftedBy {
      heading: String!
      intro: String!
      images: [ContentImage!]!
      action: ContentAction!
    }
    type HomeServices {
      heading: String!
      intro: String!
      cards: [HomeServiceCard!]!
    }
    type HomeServiceCard {
      title: String!
      description: String!
      image: ContentImage!
    }
    type HomeTestimonials {
      heading: String!
      previous: String!
      next: String!
      position: String!
    }
  `,
};
