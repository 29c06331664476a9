/** @jest-environment node */
import { z } from "zod";
import { action, LIMITS, text } from "../fields";
import { contentTypeDefs } from "../graphql-schema";
import { imageRef } from "../image-ref";
import { contentSources } from "../registry";
import { defineSource, SHAPE_ONLY } from "../source";

const studio = defineSource({
  typeName: "StudioYaml",
  path: "studio.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      name: text(LIMITS.title),
      founded: z.number().int(),
      rating: z.number(),
      open: z.boolean(),
      kind: z.enum(["home", "commercial"]),
      motto: text(LIMITS.title).optional(),
      portrait: imageRef(context, { folder: "images/studio", minWidth: 800 }),
      gallery: z.array(imageRef(context, { folder: "images/studio", minWidth: 800 })).min(1),
      address: z.strictObject({ city: text(LIMITS.title), lines: z.array(text(LIMITS.title)) }),
      links: z.array(z.strictObject({ label: text(LIMITS.title), action: action(SHAPE_ONLY) })),
    }),
});

describe("contentTypeDefs", () => {
  it("maps a zod entry schema to SDL field by field", () => {
    expect(contentTypeDefs([studio])).toBe(
      [
        "type StudioYaml implements Node @dontInfer {",
        "  name: String!",
        "  founded: Int!",
        "  rating: Float!",
        "  open: Boolean!",
        "  kind: String!",
        "  motto: String",
        "  portrait: ContentImage!",
        "  gallery: [ContentImage!]!",
        "  address: StudioAddress!",
        "  links: [StudioLinks!]!",
        "}",
        "type ContentImage {",
        "  src: File! @fileByRelativePath",
        "  alt: String!",
        "}",
        "type StudioAddress {",
        "  city: String!",
        "  lines: [String!]!",
        "}",
        "type StudioLinks {",
        "  label: String!",
        "  action: ContentAction!",
        "}",
        "type ContentAction {",
        "  label: String!",
        "  purpose: String!",
        "  to: String!",
        "}",
      ].join("\n"),
    );
  });

  it("declares every type of the site once, each node type @dontInfer", () => {
    const sdl = contentTypeDefs(contentSources);
    const declared = [...sdl.matchAll(/^type (\w+)/gm)].map((match) => match[1]);
    expect(new Set(declared).size).toBe(declared.length);
    for (const source of contentSources) {
      expect(sdl).toContain(`type ${source.typeName} implements Node @dontInfer {`);
    }
    expect(declared).toEqual(expect.arrayContaining(["ContentImage", "ContentAction", "Quote"]));
  });

  it("refuses a shape GraphQL cannot hold, naming the field", () => {
    const odd = defineSource({
      typeName: "OddYaml",
      path: "odd.yaml",
      shape: "object",
      entry: () => z.strictObject({ either: z.union([z.string(), z.number()]) }),
    });
    expect(() => contentTypeDefs([odd])).toThrow(/odd\.yaml\.either: no GraphQL type/);
  });
});
