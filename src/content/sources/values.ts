import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";

/** `content/values.yaml`: the studio's five values on the about page (SPEC §3 About value). */
export const valuesSource: ContentSource = {
  typeName: "ValuesYaml",
  path: "values.yaml",
  shape: "list",
  entry: (context) => z.strictObject({ title: text(), text: text(), image: imageRef(context) }),
  count: { exactly: 5, what: "values" },
  typeDefs: /* GraphQL */ `
    type ValuesYaml implements Node @dontInfer {
      title: String!
      text: String!
      image: ContentImage!
    }
  `,
};
