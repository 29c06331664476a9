import type { IGatsbyImageData } from "gatsby-plugin-image";
import { classNames } from "../../../utils/class-names";
import * as styles from "./ResponsiveImage.module.css";

interface ResponsiveImageProps {
  /** `gatsbyImageData` from the query; its size arguments live in the section's fragment. */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /**
   * The page's largest image above the fold (its LCP element): fetched first, with high
   * priority, never lazily.
   */
  priority?: boolean;
  className?: string;
}

/** Width given to a full-width picture's box, for its aspect ratio only. */
const FULL_WIDTH_BOX = 1600;

/**
 * An optimised, responsive image from gatsby-plugin-image's data, rendered as a plain
 * `<picture>` (modern formats first, every size in `srcset`) that reserves its box, so nothing
 * shifts. Below the fold the browser loads it lazily by itself: no JavaScript is needed to show
 * it, and none is fetched for it. The one `priority` image per page loads at once.
 */
export function ResponsiveImage({ image, alt, priority = false, className }: ResponsiveImageProps) {
  if (!image) {
    throw new Error(
      `ResponsiveImage: no image data for "${alt}" (was the file processed by sharp?)`,
    );
  }
  const { fallback, sources = [] } = image.images;
  // Full-width image data is unitless (width 1); the attributes only carry the aspect ratio,
  // and HTML wants whole numbers.
  const width = image.layout === "fullWidth" ? FULL_WIDTH_BOX : image.width;
  const height = Math.round((width * image.height) / image.width);
  return (
    <picture className={classNames(styles.picture, className)}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
