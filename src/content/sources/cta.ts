import { z } from "zod";
import { action, text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";

/** `content/cta.yaml`: the call to action that closes the home, services and about pages. */
export const ctaSource: ContentSource = {
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
  typeDefs: /* GraphQL */ `
    type CtaYaml implements Node @dontInfer {
      heading: String!
      text: String!
      action: ContentAction!
      image: ContentImage!
    }
  `,
};
