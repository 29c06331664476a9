import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/testimonials.yaml`: client appreciation on the home page (SPEC §3 Testimonial). */
export const testimonialsSource = defineSource({
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
});
