import { PROJECT_CATEGORIES } from "./project-categories";
import { CATEGORY_PARAMETER } from "./project-filter";

/** Set on <html> by the gallery's head script until React renders the linked filter itself. */
export const PREFILTER_ATTRIBUTE = "data-gallery-filter";

/**
 * A script for the gallery's <head>: it reads `?category=` before the first paint and, for one of
 * the gallery's categories, marks <html>, so CSS shows only that category's cards (and that
 * filter pressed, the count unseen) while the static HTML still lists them all.
 * Without it, a linked filter would apply only after hydration and the grid would jump. It acts
 * only while the first document is parsed (a script run later, as Gatsby runs a `Head`'s on
 * client-side navigation, would find React rendering the filter already).
 */
export const prefilterScript = `(function(){if(document.readyState!=="loading")return;var v=new URLSearchParams(location.search).get(${JSON.stringify(
  CATEGORY_PARAMETER,
)});if(${JSON.stringify(PROJECT_CATEGORIES)}.indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(PREFILTER_ATTRIBUTE)},v)})()`;

/** Once React shows the filter itself, the mark must go, or it would hide cards of other filters. */
export function clearPrefilter(): void {
  document.documentElement.removeAttribute(PREFILTER_ATTRIBUTE);
}
