import { graphql } from "gatsby";

/** The labels `ProjectGallery` reads from `content/gallery.yaml`. */
export const projectGalleryLabelsFragment = graphql`
  fragment ProjectGalleryLabels on GalleryYaml {
    filterLabel
    allLabel
    resultCount {
      one
      other
    }
    categories {
      id
      label
    }
  }
`;
