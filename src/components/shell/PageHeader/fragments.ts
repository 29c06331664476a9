import { graphql } from "gatsby";

/**
 * What a page's opening reads from its `content/pages.yaml` entry: `PageHeader`'s words (the home
 * page sets them in its own heading). Its `Head` reads the `PageSeo` fragment.
 */
export const pageCopyFragment = graphql`
  fragment PageCopy on PagesYaml {
    eyebrow
    heading
    intro
  }
`;
