import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GetInTouch } from "../components/shell/GetInTouch/GetInTouch";
import { Layout } from "../components/shell/Layout/Layout";
import { PageHeader } from "../components/shell/PageHeader/PageHeader";
import { ProcessSteps } from "../components/services/ProcessSteps/ProcessSteps";
import { Quote } from "../components/shell/Quote/Quote";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { ServiceGroups } from "../components/services/ServiceGroups/ServiceGroups";
import { required } from "../utils/required";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "services"');
  const content = required(data.servicesPageYaml, "content/services-page.yaml");
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Quote quote={content.quote} />
      <ServiceGroups groups={content.groups} services={data.allServicesYaml.nodes} />
      <ProcessSteps
        heading={content.process.heading}
        intro={content.process.intro}
        steps={data.allStepsYaml.nodes}
      />
      <GetInTouch />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "services"');
  return <PageSeo page={page} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicesPage {
    pagesYaml(slug: { eq: "services" }) {
      ...PageCopy
      ...PageSeo
    }
    servicesPageYaml {
      quote {
        ...QuoteFields
      }
      groups {
        id
        heading
      }
      process {
        heading
        intro
      }
    }
    allServicesYaml(sort: { serviceNumber: ASC }) {
      nodes {
        ...ServiceBlock
      }
    }
    allStepsYaml {
      nodes {
        ...ProcessStep
      }
    }
  }
`;
