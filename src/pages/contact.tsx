import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactQuestions } from "../components/contact/ContactQuestions/ContactQuestions";
import { focusMessageField } from "../components/contact/ContactForm/focus-message";
import { ContactSection } from "../components/contact/ContactSection/ContactSection";
import { Layout } from "../components/shell/Layout/Layout";
import { PageHeader } from "../components/shell/PageHeader/PageHeader";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { ShortlistPanel } from "../components/shortlist/ShortlistPanel/ShortlistPanel";
import { useSiteIdentity } from "../hooks/use-site-identity";
import { required } from "../utils/required";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "contact"');
  const contact = required(data.contactYaml, "content/contact.yaml");
  const site = useSiteIdentity();
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <ContactQuestions content={contact.questions} />
      <ShortlistPanel onEmptied={focusMessageField} />
      <ContactSection content={contact} email={site.email} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "contact"');
  return <PageSeo page={page} pathname={location.pathname} />;
}

export const query = graphql`
  query ContactPage {
    pagesYaml(slug: { eq: "contact" }) {
      ...PageCopy
      ...PageSeo
    }
    contactYaml {
      questions {
        ...ContactQuestions
      }
      ...ContactSection
    }
  }
`;
