import { z } from "zod";
import { prose, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** `content/testimonials.yaml`: client appreciation on the home page. */
export const testimonialsSource = defineSource({
  typeName: "TestimonialsYaml",
  path: "testimonials.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        title: text(LIMITS.title).meta(
          editor({ label: "Name and role", hint: "Who said it, and who they are." }),
        ),
        content: prose(LIMITS.note).meta(editor({ label: "Words" })),
        img: imageRef(context, {
          folder: "images/testimonials",
          minWidth: MIN_WIDTH.portrait,
        }).meta(editor({ label: "Photograph" })),
      })
      .meta(
        editor({
          label: "Home: testimonials",
          itemLabel: "testimonial",
          hint: "Client appreciation on the home page: exactly 4 testimonials.",
        }),
      ),
  count: { exactly: 4, what: "testimonials" },
});
