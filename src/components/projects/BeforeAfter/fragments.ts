import { graphql } from "gatsby";

/**
 * One before/after pair of a project, with both pictures at the same sizes: each fills the
 * comparison's frame, which is the container's width on phones and two thirds of it (less the
 * gap beside the caption) from 56rem (BeforeAfter.module.css). Kept apart from the components
 * so the page's query can spread it without pulling the comparison's code into the page.
 */
export const beforeAfterPairFragment = graphql`
  fragment BeforeAfterImage on ContentImage {
    alt
    src {
      id
      childImageSharp {
        gatsbyImageData(
          width: 1600
          breakpoints: [480, 640, 800, 960, 1280, 1600]
          sizes: "(min-width: 84rem) 50rem, (min-width: 56rem) calc(63.2vw - 3.07rem), calc(94.8vw - 1.6rem)"
          placeholder: NONE
        )
      }
    }
  }

  fragment BeforeAfterPair on ProjectsBeforeAfter {
    caption
    before {
      ...BeforeAfterImage
    }
    after {
      ...BeforeAfterImage
    }
  }
`;

/** The comparison's labels from `content/gallery.yaml`. */
export const beforeAfterLabelsFragment = graphql`
  fragment BeforeAfterLabels on GalleryBeforeAfter {
    heading
    before
    after
    compare
    position
  }
`;
