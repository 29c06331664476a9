import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { z } from "zod";

/**
 * The gallery's content as editors write it (DECISIONS §4): the labels in `content/gallery.yaml`
 * and one YAML file per project in `content/projects/`. Only the fields the gallery tests compare
 * are described (extra fields are ignored); a file that no longer has them fails with its path.
 * How many images a project has is checked by the tests, not here, so that one wrong file fails
 * the tests that concern it rather than every test.
 */

const CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");
const PROJECTS_DIR = path.join(CONTENT_DIR, "projects");

const text = z.string().trim().min(1);
const image = z.object({ src: text, alt: text });

/** The category ids DECISIONS §4 fixes, in the filter's order after "All". */
export const CATEGORY_IDS = ["home", "commercial", "styling-staging", "renovation"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

const gallery = z.object({
  filterLabel: text,
  allLabel: text,
  categories: z.array(z.object({ id: z.enum(CATEGORY_IDS), label: text })).min(1),
  resultCount: text,
  facts: z.object({ category: text, location: text, year: text }),
  backToGallery: text,
  projectNavigation: text,
  previousProject: text,
  nextProject: text,
  openImage: text,
  lightbox: z.object({ label: text, previous: text, next: text, close: text, position: text }),
  loadError: z.object({ heading: text, text, retry: text }),
});
export type GalleryLabels = z.infer<typeof gallery>;

const project = z.object({
  title: text,
  slug: text,
  category: z.enum(CATEGORY_IDS),
  location: text,
  year: z.number().int(),
  summary: text,
  description: text,
  cover: image,
  images: z.array(image).min(1),
});
export type Project = z.infer<typeof project>;

function parse<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(load(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const name = path.relative(path.dirname(CONTENT_DIR), file);
    throw new Error(`${name} is not what the tests expect:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** `content/gallery.yaml`: the filter, project page, lightbox and load-error labels. */
export function galleryLabels(): GalleryLabels {
  return parse(path.join(CONTENT_DIR, "gallery.yaml"), gallery);
}

/**
 * Every project, in the gallery's order as `gatsby-node.ts` and the gallery's query define it:
 * year, newest first, then title A to Z. Project pages link to their neighbours in this order.
 */
export function projectsInGalleryOrder(): Project[] {
  return readdirSync(PROJECTS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => parse(path.join(PROJECTS_DIR, name), project))
    .sort((a, b) =>
      a.year !== b.year ? b.year - a.year : a.title < b.title ? -1 : a.title > b.title ? 1 : 0,
    );
}

/** The projects before and after one in the gallery's order, wrapping at either end. */
export function neighboursOf(
  projects: readonly Project[],
  slug: string,
): { previous: Project; next: Project } {
  const index = projects.findIndex((candidate) => candidate.slug === slug);
  const previous = projects[(index - 1 + projects.length) % projects.length];
  const next = projects[(index + 1) % projects.length];
  if (index < 0 || !previous || !next) throw new Error(`no project with slug "${slug}"`);
  return { previous, next };
}

/** Fills a label's `{name}` placeholders, as the site does ("{count} projects" -> "3 projects"). */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
