import { z } from "zod";
import { AREA_UNITS } from "../../lib/area";
import { PROJECT_CATEGORIES } from "../../lib/project-categories";
import { describeImageSize, sameAspectRatio } from "../aspect-ratio";
import {
  atMost,
  externalUrl,
  LIMITS,
  matching,
  metaDescription,
  optionalText,
  story,
  text,
  whenValid,
  year,
} from "../fields";
import { graphqlType } from "../graphql-schema";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { textOf, usedByTwoFiles } from "../across";
import { projectPath } from "../../lib/project-path";
import { type CheckContext, defineSource } from "../source";
import { editor } from "../editor-meta";

/**
 * The GraphQL type of a project's area. Beside the YAML's value and unit it has a `label`
 * field ("1,850 sq ft"), formatted when the site is built (gatsby-node's createResolvers).
 */
export const PROJECT_AREA_TYPE = "ProjectArea";

/** Where a project's pictures live: one folder per project, named after its slug. */
const PROJECT_IMAGES = "images/projects/{{fields.slug}}";
/** Where its before and after pictures live, beside the others. */
const PAIR_IMAGES = `${PROJECT_IMAGES}/before-after`;

/**
 * A renovation shown before and after: two photographs of the same room from the same place,
 * compared in one frame, so they must share an aspect ratio (the rule names both sizes).
 */
function beforeAfterPair(context: CheckContext) {
  return z
    .strictObject({
      caption: text(LIMITS.caption),
      before: imageRef(context, { folder: PAIR_IMAGES, minWidth: MIN_WIDTH.page }),
      after: imageRef(context, { folder: PAIR_IMAGES, minWidth: MIN_WIDTH.page }),
    })
    .superRefine(
      (pair, issues) => {
        const before = context.imageSize(pair.before.src);
        const after = context.imageSize(pair.after.src);
        if (before && after && !sameAspectRatio(before, after)) {
          issues.addIssue({
            code: "custom",
            message: `before (${describeImageSize(before)}) and after (${describeImageSize(after)}) must have one aspect ratio`,
            input: pair,
          });
        }
      },
      whenValid("before", "after"),
    );
}

/** `content/projects/<slug>.yaml`: one project of the gallery per file. */
export const projectsSource = defineSource({
  typeName: "ProjectsYaml",
  path: "projects/",
  shape: "object",
  fileNameField: "slug",
  entry: (context) =>
    z
      .strictObject({
        title: text(LIMITS.title),
        slug: matching(
          atMost(z.string(), LIMITS.label),
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "must be lower-case words of a–z and 0–9 joined by hyphens, such as villa-assagao-2: no accents, capitals or spaces",
        ).meta(
          editor({
            hint: "Lower-case words of a–z and 0–9 joined by hyphens: the end of the project's address (/projects/…), its file's name and its pictures' folder. Fill it in before adding pictures, and leave it once saved: the editor keeps an existing project's file name, and a slug that no longer matches it stops the site's build.",
          }),
        ),
        category: z
          .enum(PROJECT_CATEGORIES, {
            error: `must be one of ${PROJECT_CATEGORIES.join(", ")}`,
          })
          .meta(editor({ hint: "The gallery filter it appears under." })),
        location: text(LIMITS.label),
        year: year(2014, 2100),
        summary: story(LIMITS.paragraph).meta(
          editor({ hint: "The project page's text: a blank line between two paragraphs." }),
        ),
        description: metaDescription(),
        cover: imageRef(context, { folder: PROJECT_IMAGES, minWidth: MIN_WIDTH.page }).meta(
          editor({ hint: "The picture on the gallery's card and in sharing cards." }),
        ),
        images: z
          .array(imageRef(context, { folder: PROJECT_IMAGES, minWidth: MIN_WIDTH.page }))
          .min(4, "needs at least 4 images")
          .max(8, "takes at most 8 images")
          .meta(editor({ itemLabel: "image", hint: "4 to 8 pictures, shown in this order." })),
        // The facts below are each optional: the page shows only those a project gives. The
        // editor writes an emptied one as null, [] or '', which all mean "not given".
        area: graphqlType(
          z.strictObject({
            value: z.number().positive("must be a positive number"),
            unit: z.enum(AREA_UNITS, { error: `must be one of ${AREA_UNITS.join(", ")}` }),
          }),
          PROJECT_AREA_TYPE,
        )
          .nullish()
          .meta(
            editor({
              hint: 'The floor area designed: a number and its unit (1850 and sq ft read "1,850 sq ft").',
            }),
          ),
        scope: z
          .array(text(LIMITS.title))
          .max(8, "takes at most 8 lines")
          .nullish()
          .meta(
            editor({
              itemLabel: "line",
              hint: 'What the studio did, one short line each ("Kitchen and bathroom design").',
            }),
          ),
        duration: optionalText(LIMITS.label).meta(
          editor({ hint: 'How long the works took, as a visitor reads it ("Fourteen months").' }),
        ),
        photographer: optionalText(LIMITS.label).meta(
          editor({ hint: "Who took the photographs, credited by name." }),
        ),
        press: z
          .array(
            z.strictObject({
              publication: text(LIMITS.label),
              title: text(LIMITS.title),
              url: externalUrl(),
            }),
          )
          .max(6, "takes at most 6 articles")
          .nullish()
          .meta(
            editor({
              itemLabel: "article",
              hint: "Articles about the project elsewhere; each opens in a new tab.",
            }),
          ),
        beforeAfter: z
          .array(beforeAfterPair(context))
          .max(4, "takes at most 4 pairs")
          .nullish()
          .meta(
            editor({
              itemLabel: "pair",
              hint: "Rooms shown before and after the works, each compared in one frame: both pictures of one aspect ratio.",
            }),
          ),
      })
      .meta(editor({ label: "Projects", itemLabel: "project" })),
  pageAt: (entry) => {
    const slug = textOf(entry, "slug");
    return slug === null ? null : projectPath(slug);
  },
  across: (entries) => usedByTwoFiles(entries, "slug"),
});
