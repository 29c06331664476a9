import { z } from "zod";
import { action, prose, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** `content/cta.yaml`: the call to action that closes the home, services and about pages. */
export const ctaSource = defineSource({
  typeName: "CtaYaml",
  path: "cta.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        heading: text(LIMITS.title),
        text: prose(LIMITS.note),
        action: action(context),
        image: imageRef(context, { folder: "images/shared", minWidth: MIN_WIDTH.screen }),
      })
      .meta(editor({ label: "Closing call to action" })),
});
