import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/steps.yaml`: the five-step design process (SPEC §3 Process step). */
export const stepsSource = defineSource({
  typeName: "StepsYaml",
  path: "steps.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({ title: text(), description: text(), image: imageRef(context) }),
  count: { exactly: 5, what: "steps" },
});
