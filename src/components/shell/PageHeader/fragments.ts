import { graphql } from "gatsby";

/** What `PageHeader` and `Seo` read from a `content/pages.yaml` entry. */
export const pageCopyFragment = graphql`
  fragment PageCopy on PagesYaml {
    path
    title
    description
    eyebrow
    heading
    intro
  }
`;
