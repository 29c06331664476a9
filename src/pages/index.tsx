import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { Seo } from "../components/Seo/Seo";
import { required } from "../utils/required";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "home"');
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "home"');
  return <Seo description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    pagesYaml(slug: { eq: "home" }) {
      ...PageCopy
    }
  }
`;
