import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import type { ContentSource } from "../source";
import { quote } from "./quote";

/** `content/about.yaml`: the about page's quote, introduction, values heading and biography. */
export const aboutSource: ContentSource = {
  typeName: "AboutYaml",
  path: "about.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      quote: quote(),
      introduction: z.strictObject({
        heading: text(),
        paragraphs: z.array(text()).min(1, "needs at least one paragraph"),
        image: imageRef(context),
      }),
      values: z.strictObject({ heading: text(), intro: text() }),
      designer: z.strictObject({
        heading: text(),
        name: text(),
        role: text(),
        paragraphs: z.array(text()).min(1, "needs at least one paragraph"),
        portrait: imageRef(context),
      }),
    }),
  typeDefs: /* GraphQL */ `
    type AboutYaml implements Node @dontInfer {
      quote: Quote!
      introduction: AboutIntroduction!
      values: AboutValues!
      designer: AboutDesigner!
    }
    type AboutIntroduction {
      heading: String!
      paragraphs: [String!]!
      image: ContentImage!
    }
    type AboutValues {
      heading: String!
      intro: String!
    }
    type AboutDesigner {
      heading: String!
      name: String!
      role: String!
      paragraphs: [String!]!
      portrait: ContentImage!
    }
  `,
};
