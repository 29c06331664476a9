import { z } from "zod";
import { action, text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/cta.yaml`: the call to action that closes the home, services and about pages. */
export const ctaSource = defineSource({
  typeName: "CtaYaml",
  path: "cta.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      heading: text(),
      text: text(),
      action: action(),
      image: imageRef(context),
    }),
});
