import { graphql } from "gatsby";

/**
 * A portrait-format picture in one half of a two-column text-and-image section (the about
 * page's introduction and the designer's biography): its sizes follow that column.
 */
export const splitPortraitImageFragment = graphql`
  fragment SplitPortraitImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 560
          aspectRatio: 0.8
          breakpoints: [320, 480, 640, 800, 960]
          sizes: "(min-width: 80rem) 448px, (min-width: 56rem) 35vw, (min-width: 32rem) 456px, calc(100vw - 4rem)"
        )
      }
    }
  }
`;
