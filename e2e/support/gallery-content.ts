import { readEntries, readEntry } from "../../src/content/read-content";
import type { EntryOf } from "../../src/content/source";
import { compareInGalleryOrder } from "../../src/lib/gallery-order";
import { gallerySource } from "../../src/content/sources/gallery";
import { projectsSource } from "../../src/content/sources/projects";
import { PROJECT_CATEGORIES, type ProjectCategory } from "../../src/lib/project-categories";

/**
 * The gallery's content as editors write it (DECISIONS §4): the labels in `content/gallery.yaml`
 * and one YAML file per project in `content/projects/`, read through the content registry's
 * schemas.
 */

/** The category ids DECISIONS §4 fixes, in the filter's order after "All". */
export const CATEGORY_IDS = PROJECT_CATEGORIES;
export type CategoryId = ProjectCategory;

export type GalleryLabels = EntryOf<typeof gallerySource>;
export type Project = EntryOf<typeof projectsSource>;

/** `content/gallery.yaml`: the filter, project page, lightbox and load-error labels. */
export function galleryLabels(): GalleryLabels {
  return readEntry(gallerySource);
}

/**
 * Every project, in the gallery's order (src/lib/gallery-order.ts), which its query and the
 * project pages' neighbours follow.
 */
export function projectsInGalleryOrder(): Project[] {
  return readEntries(projectsSource).sort(compareInGalleryOrder);
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
