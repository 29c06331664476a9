/** The gallery's categories, in the filter's order after "All" (docs/pages.md). */
export const PROJECT_CATEGORIES = ["home", "commercial", "styling-staging", "renovation"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export function isProjectCategory(value: string | null | undefined): value is ProjectCategory {
  return (PROJECT_CATEGORIES as readonly (string | null | undefined)[]).includes(value);
}
