import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";

/** `content/testimonials.yaml`: client appreciation on the home page (SPEC §3 Testimonial). */
export const testimonialsSource: ContentSource = {
  typeName: "TestimonialsYaml",
  path: "testimonials.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({
      title: text(),
      content: text(),
      img: imageRef(context),
    }),
  count: { exactly: 4, what: "testimonials" },
  typeDefs: /* GraphQL */ `
    type TestimonialsYaml implements Node @dontInfer {
      title: String!
      content: String!
      img: ContentImage!
    }
  `,
};
