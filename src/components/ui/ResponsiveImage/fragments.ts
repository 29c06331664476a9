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
          sizes: "(min-width: 77.2rem) 28rem, (min-width: 56rem) calc(41.28vw - 3.86rem), (min-width: 33.4rem) 28.5rem, calc(94.8vw - 3.1rem)"
        )
      }
    }
  }
`;

/**
 * A portrait-format picture beside a section's text (the home page's philosophy), up to 640 px
 * wide. Its slot is the section's, so the section passes its own `sizes` to the picture.
 */
export const portraitImageFragment = graphql`
  fragment PortraitImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 0.8, breakpoints: [360, 480, 640, 960, 1280])
      }
    }
  }
`;
