import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { classNames } from "../../../utils/class-names";
import * as styles from "./ResponsiveImage.module.css";

interface ResponsiveImageProps {
  /** `gatsbyImageData` from the query; its size arguments live in the section's fragment. */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /**
   * The page's largest image above the fold (its LCP element): a plain `<picture>` that the
   * browser fetches first and paints at once, with no lazy loading and no fade-in.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A responsive, optimised image that reserves its box (no layout shift). Images below the fold
 * load lazily through gatsby-plugin-image; the one `priority` image per page does not wait.
 */
export function ResponsiveImage({ image, alt, priority = false, className }: ResponsiveImageProps) {
  if (!image) {
    throw new Error(
      `ResponsiveImage: no image data for "${alt}" (was the file processed by sharp?)`,
    );
  }
  if (priority) {
    return <PriorityPicture image={image} alt={alt} className={className} />;
  }
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={classNames(styles.image, className)}
      loading="lazy"
    />
  );
}

/** Width given to a full-width picture's box, for its aspect ratio only. */
const FULL_WIDTH_BOX = 1600;

function PriorityPicture({
  image,
  alt,
  className,
}: {
  image: IGatsbyImageData;
  alt: string;
  className: string | undefined;
}) {
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
        className={styles.pictureImage}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
