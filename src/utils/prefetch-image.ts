import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Asks, at low priority, for the image candidate the browser would choose for `image` (its first,
 * most modern source), so showing it later comes from the cache. It is never displayed.
 */
export function prefetchImage(image: IGatsbyImageData | null | undefined): void {
  const source = image?.images.sources?.[0] ?? image?.images.fallback;
  if (!source?.srcSet) return;
  const img = new Image();
  img.fetchPriority = "low";
  img.sizes = source.sizes ?? "100vw";
  img.srcset = source.srcSet;
}
