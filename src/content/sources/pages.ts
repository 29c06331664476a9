import { z } from "zod";
import { internalPath, metaDescription, text } from "../fields";
import { imageRef } from "../image-ref";
import type { AcrossIssue, ContentSource } from "../source";

/** The routes every build must describe; `not-found` is the 404 page. */
export const REQUIRED_PAGES = ["home", "about", "projects", "services", "contact", "not-found"];

/** `content/pages.yaml`: per route, the document title, description and page heading. */
export const pagesSource: ContentSource = {
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
    const slugs = entries.map((entry) => (entry as { slug: string }).slug);
    const issues: AcrossIssue[] = [];
    slugs.forEach((slug, index) => {
      if (slugs.indexOf(slug) !== index) {
        issues.push({ entry: index + 1, field: "slug", message: `"${slug}" is used twice` });
      }
    });
    for (const required of REQUIRED_PAGES.filter((slug) => !slugs.includes(slug))) {
      issues.push({ message: `no entry with slug "${required}"` });
    }
    return issues;
  },
  typeDefs: /* GraphQL */ `
    type PagesYaml implements Node @dontInfer {
      slug: String!
      path: String!
      title: String!
      description: String!
      breadcrumb: String!
      eyebrow: String!
      heading: String!
      intro: String!
      image: ContentImage
      actions: [PageAction!]
    }
    type PageAction {
      label: String!
      to: String!
    }
  `,
};
