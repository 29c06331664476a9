import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { classNames } from "../../../utils/class-names";
import * as styles from "./ResponsiveImage.module.css";

interface ResponsiveImageProps {
  /** `gatsbyImageData` from the query; its size arguments live in the section's fragment. */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A responsive, optimised image that reserves its box (no layout shift). Images below the fold
 * load lazily; the one `priority` image per page is eager with high fetch priority.
 */
export function ResponsiveImage({ image, alt, priority = false, className }: ResponsiveImageProps) {
  if (!image) {
    throw new Error(
      `ResponsiveImage: no image data for "${alt}" (was the file processed by sharp?)`,
    );
  }
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={classNames(styles.image, className)}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
