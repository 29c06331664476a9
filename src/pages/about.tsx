import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AboutIntroduction } from "../components/about/AboutIntroduction/AboutIntroduction";
import { DesignerBio } from "../components/about/DesignerBio/DesignerBio";
import { GetInTouch } from "../components/shell/GetInTouch/GetInTouch";
import { Layout } from "../components/shell/Layout/Layout";
import { PageHeader } from "../components/shell/PageHeader/PageHeader";
import { Quote } from "../components/shell/Quote/Quote";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { ValuesList } from "../components/about/ValuesList/ValuesList";
import { required } from "../utils/required";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "about"');
  const about = required(data.aboutYaml, "content/about.yaml");
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Quote quote={about.quote} />
      <AboutIntroduction content={about.introduction} />
      <ValuesList content={about.values} values={data.allValuesYaml.nodes} />
      <DesignerBio content={about.designer} />
      <GetInTouch />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "about"');
  return <PageSeo page={page} pathname={location.pathname} />;
}

export const query = graphql`
  query AboutPage {
    pagesYaml(slug: { eq: "about" }) {
      ...PageCopy
      ...PageSeo
    }
    aboutYaml {
      quote {
        ...QuoteFields
      }
      introduction {
        ...AboutIntroduction
      }
      values {
        ...ValuesList
      }
      designer {
        ...DesignerBio
      }
    }
    allValuesYaml {
      nodes {
        ...ValueCard
      }
    }
  }
`;
