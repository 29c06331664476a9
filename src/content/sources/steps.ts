import { z } from "zod";
import { prose, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** `content/steps.yaml`: the five-step design process. */
export const stepsSource = defineSource({
  typeName: "StepsYaml",
  path: "steps.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        title: text(LIMITS.title),
        description: prose(LIMITS.note),
        image: imageRef(context, { folder: "images/steps", minWidth: MIN_WIDTH.card }),
      })
      .meta(
        editor({
          label: "Services: design process",
          itemLabel: "step",
          hint: "“Our Five Step Design Process” on the services page: exactly 5 steps, in order.",
        }),
      ),
  count: { exactly: 5, what: "steps" },
});
