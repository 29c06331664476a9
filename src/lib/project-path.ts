/** The address of a project's page on the site: the gallery's path, then the project's slug. */
export function projectPath(slug: string): string {
  return `/projects/${slug}`;
}
