import { z } from "zod";
import {
  atMost,
  internalPath,
  LIMITS,
  linkTarget,
  matching,
  metaDescription,
  prose,
  text,
} from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { fieldOf, textOf, usedTwice } from "../across";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** The routes every build must describe; `not-found` is the 404 page. */
export const REQUIRED_PAGES = ["home", "about", "projects", "services", "contact", "not-found"];

/**
 * `content/pages.yaml`: per route, the document title, description and page heading. The routes
 * are the site's code, so the editor neither adds nor removes nor renames them.
 */
export const pagesSource = defineSource({
  typeName: "PagesYaml",
  path: "pages.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        slug: matching(
          atMost(z.string(), LIMITS.label),
          /^[a-z0-9-]+$/,
          "must be lower-case letters, digits and hyphens",
        ).meta(editor({ readOnly: true, hint: "How the page finds its entry." })),
        path: internalPath().meta(editor({ readOnly: true, hint: "Where the page lives." })),
        title: text(LIMITS.title).meta(
          editor({
            hint: "Shown as “Title — Studio name” in the browser tab and sharing cards (the home page's tab reads “Studio name — Title”).",
          }),
        ),
        description: metaDescription(),
        breadcrumb: text(LIMITS.label).meta(
          editor({
            hint: "The page's short name in the trail search results show (Home › Services).",
          }),
        ),
        eyebrow: text(LIMITS.label).meta(editor({ hint: "The small line above the heading." })),
        heading: text(LIMITS.title),
        intro: prose(LIMITS.note),
        // Absent or null: the editor writes `image: null` for a page without one.
        image: imageRef(context, { folder: "images/pages", minWidth: MIN_WIDTH.page }).nullish(),
        actions: z
          .array(z.strictObject({ label: text(LIMITS.words), to: linkTarget(context) }))
          .optional(),
      })
      .meta(
        editor({
          label: "Pages: titles and descriptions",
          itemLabel: "page",
          fixed: true,
          hint: "Per page: the browser title and search description, and the page's own heading.",
        }),
      ),
  pageAt: (entry) => textOf(entry, "path"),
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
