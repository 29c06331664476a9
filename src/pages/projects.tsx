import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { PageHeader } from "../components/PageHeader/PageHeader";
import { Seo } from "../components/Seo/Seo";
import { required } from "../utils/required";

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "projects"');
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProjectsPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "projects"');
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ProjectsPage {
    pagesYaml(slug: { eq: "projects" }) {
      ...PageCopy
    }
  }
`;
