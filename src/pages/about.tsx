import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { Seo } from "../components/Seo/Seo";
import { required } from "../utils/required";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "about"');
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "about"');
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query AboutPage {
    pagesYaml(slug: { eq: "about" }) {
      ...PageCopy
    }
  }
`;
