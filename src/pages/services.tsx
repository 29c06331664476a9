import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { Seo } from "../components/Seo/Seo";
import { required } from "../utils/required";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "services"');
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "services"');
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicesPage {
    pagesYaml(slug: { eq: "services" }) {
      ...PageCopy
    }
  }
`;
