/** Joins the truthy class names: `classNames(styles.card, isActive && styles.active, className)`. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
