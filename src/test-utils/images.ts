import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Image data shaped like gatsby-plugin-image's, pointing at made-up files named after `name`. */
export function fakeImage(name: string): IGatsbyImageData {
  const srcSet = (ext: string) =>
    `/static/${name}-480.${ext} 480w, /static/${name}-768.${ext} 768w`;
  return {
    layout: "fullWidth",
    width: 768,
    height: 432,
    images: {
      fallback: { src: `/static/${name}-768.jpg`, srcSet: srcSet("jpg"), sizes: "100vw" },
      sources: [
        { type: "image/avif", srcSet: srcSet("avif"), sizes: "100vw" },
        { type: "image/webp", srcSet: srcSet("webp"), sizes: "100vw" },
      ],
    },
  };
}

/** A `ContentImage` as queries return it: the file's processed image plus its alt text. */
export function fakeContentImage(name: string, alt = `Photograph ${name}`) {
  return {
    alt,
    src: { id: `file-${name}`, childImageSharp: { gatsbyImageData: fakeImage(name) } },
  };
}
