/**
 * The gallery's order, written once: the newest year first, then titles A to Z. The gallery's
 * query and the project pages' neighbours (gatsby-node.ts) sort by it in GraphQL; the browser
 * tests put the content in the same order with `compareInGalleryOrder`, and find a project's
 * neighbours with `neighboursIn`, as gatsby-node.ts does.
 */
const GALLERY_ORDER = [
  ["year", "DESC"],
  ["title", "ASC"],
] as const;

type Field = (typeof GALLERY_ORDER)[number][0];

/** The fields the order reads, as a project has them. */
export type GalleryOrdered = Readonly<Record<Field, string | number>>;

/** The order as GraphQL's `sort` argument takes it: `[{ year: DESC }, { title: ASC }]`. */
export function gallerySort(): Partial<Record<Field, "ASC" | "DESC">>[] {
  return GALLERY_ORDER.map(([field, direction]) => ({ [field]: direction }));
}

/** The same order for `Array.prototype.sort`, comparing as Gatsby's sort does. */
export function compareInGalleryOrder(a: GalleryOrdered, b: GalleryOrdered): number {
  for (const [field, direction] of GALLERY_ORDER) {
    const order = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
    if (order !== 0) return direction === "ASC" ? order : -order;
  }
  return 0;
}

/** The items before and after `list[index]`, wrapping around at either end (a project's page links them). */
export function neighboursIn<Item>(
  list: readonly Item[],
  index: number,
): { previous: Item; next: Item } {
  const previous = list[(index - 1 + list.length) % list.length];
  const next = list[(index + 1) % list.length];
  if (previous === undefined || next === undefined)
    throw new RangeError(`no item ${index} of ${list.length}`);
  return { previous, next };
}
