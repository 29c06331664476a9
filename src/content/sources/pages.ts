import { z } from "zod";
import { internalPath, metaDescription, text } from "../fields";
import { imageRef } from "../image-ref";
import { fieldOf, usedTwice } from "../across";
import { defineSource } from "../source";

/** The routes every build must describe; `not-found` is the 404 page. */
export const REQUIRED_PAGES = ["home", "about", "projects", "services", "contact", "not-found"];

/** `content/pages.yaml`: per route, the document title, description and page heading. */
export const pagesSource = defineSource({
  typeName: "PagesYaml",
  path: "pages.yaml",
  shape: "list",
  entry: (context) =>
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens"),
      path: internalPath(),
      title: text(),
      description: metaDescription(),
      breadcrumb: text(),
      eyebrow: text(),
      heading: text(),
      intro: text(),
      image: imageRef(context).optional(),
      actions: z.array(z.strictObject({ label: text(), to: internalPath() })).optional(),
    }),
  across: (entries) => {
    const slugs = entries.map((entry) => fieldOf(entry, "slug"));
    return [
      ...usedTwice(entries, "slug"),
      ...REQUIRED_PAGES.filter((slug) => !slugs.includes(slug)).map((slug) => ({
        message: `no entry with slug "${slug}"`,
      })),
    ];
  },
});
