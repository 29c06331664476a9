import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

export const SLIDE_COUNT = 8;

/** `content/slides.yaml`: the home page's hero carousel. */
export const slidesSource = defineSource({
  typeName: "SlidesYaml",
  path: "slides.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({
      title: text(),
      caption: text(),
      image: imageRef(context),
    }),
  count: { exactly: SLIDE_COUNT, what: "slides" },
});
