import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage, type ResponsiveImageProps } from "./ResponsiveImage";

/**
 * A `ContentImage` of content/ as a section's fragment selects it: the file's image data, made
 * with the fragment's size arguments, and its alt text.
 */
export interface ContentImageData {
  readonly alt: string;
  readonly src: {
    readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
  };
}

type ContentPictureProps = Omit<ResponsiveImageProps, "image" | "alt"> & {
  image: ContentImageData;
};

/** A picture from content/ with its alt text, rendered by ResponsiveImage. */
export function ContentPicture({ image, ...options }: ContentPictureProps) {
  return (
    <ResponsiveImage
      image={image.src.childImageSharp?.gatsbyImageData}
      alt={image.alt}
      {...options}
    />
  );
}
