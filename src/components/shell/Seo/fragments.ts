import { graphql } from "gatsby";

/**
 * A content image as a sharing card's picture: a 1200×630 JPEG (the size Open Graph and Twitter
 * cards show without cropping), made by sharp at build time, whatever the source's size or
 * format. The one place these arguments live.
 */
export const socialImageFragment = graphql`
  fragment SocialImage on ContentImage {
    alt
    src {
      childImageSharp {
        resize(width: 1200, height: 630, toFormat: JPG, quality: 80, cropFocus: CENTER) {
          src
          width
          height
        }
      }
    }
  }
`;

/** What `PageSeo` hands `Seo` from a `content/pages.yaml` entry; its opening reads `PageCopy`. */
export const pageSeoFragment = graphql`
  fragment PageSeo on PagesYaml {
    title
    description
    breadcrumb
    image {
      ...SocialImage
    }
  }
`;
