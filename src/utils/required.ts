/**
 * Narrows a query result the schema cannot promise (a root lookup such as `pagesYaml(slug: …)`),
 * failing the build with a message that says which content is missing.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: ${what}`);
  }
  return value;
}
