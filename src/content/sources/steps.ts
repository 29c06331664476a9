import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";
import { exactCount } from "./counted";

/** `content/steps.yaml`: the five-step design process (SPEC §3 Process step). */
export const stepsSource: ContentSource = {
  typeName: "StepsYaml",
  path: "steps.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({ title: text(), description: text(), image: imageRef(context) }),
  across: exactCount(5, "steps"),
  typeDefs: /* GraphQL */ `
    type StepsYaml implements Node @dontInfer {
      title: String!
      description: String!
      image: ContentImage!
    }
  `,
};
