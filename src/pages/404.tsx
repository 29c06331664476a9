import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/shell/Layout/Layout";
import { NotFound } from "../components/shell/NotFound/NotFound";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { required } from "../utils/required";

const WHAT = 'content/pages.yaml entry "not-found"';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.pagesYaml, WHAT);
  return (
    <Layout>
      <NotFound
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        image={required(page.image, `${WHAT}: image`)}
        actions={page.actions ?? []}
      />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const page = required(data.pagesYaml, WHAT);
  return <PageSeo page={page} pathname={location.pathname} noindex />;
}

export const query = graphql`
  query NotFoundPage {
    pagesYaml(slug: { eq: "not-found" }) {
      ...PageCopy
      ...PageSeo
      image {
        ...NotFoundImage
      }
      actions {
        label
        to
      }
    }
  }
`;
