import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";

/** `content/steps.yaml`: the five-step design process (SPEC §3 Process step). */
export const stepsSource: ContentSource = {
  typeName: "StepsYaml",
  path: "steps.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({ title: text(), description: text(), image: imageRef(context) }),
  count: { exactly: 5, what: "steps" },
  typeDefs: /* GraphQL */ `
    type StepsYaml implements Node @dontInfer {
      title: String!
      description: String!
      image: ContentImage!
    }
  `,
};
