import { isProjectCategory, type ProjectCategory } from "./project-categories";

/** What the gallery shows: every project, or one category's. */
export type CategoryFilter = ProjectCategory | "all";

export const CATEGORY_PARAMETER = "category";

/** The filter a query string asks for; anything missing or unknown shows every project. */
export function filterFromSearch(search: string): CategoryFilter {
  const value = new URLSearchParams(search).get(CATEGORY_PARAMETER);
  return isProjectCategory(value) ? value : "all";
}

/** The query string that links to a filter ("" for all projects). */
export function searchForFilter(filter: CategoryFilter): string {
  return filter === "all" ? "" : `?${CATEGORY_PARAMETER}=${filter}`;
}

/** The projects a filter shows, in their original order. */
export function filterProjects<T extends { readonly category: string }>(
  projects: readonly T[],
  filter: CategoryFilter,
): T[] {
  return filter === "all"
    ? [...projects]
    : projects.filter((project) => project.category === filter);
}
