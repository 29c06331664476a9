import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CraftedBy } from "../components/home/CraftedBy/CraftedBy";
import { GetInTouch } from "../components/shell/GetInTouch/GetInTouch";
import { HeroCarousel } from "../components/home/HeroCarousel/HeroCarousel";
import { Layout } from "../components/shell/Layout/Layout";
import { PhilosophyTeaser } from "../components/home/PhilosophyTeaser/PhilosophyTeaser";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { ServiceCards } from "../components/home/ServiceCards/ServiceCards";
import { Testimonials } from "../components/home/Testimonials/Testimonials";
import { SectionHeading } from "../components/ui/SectionHeading/SectionHeading";
import { useSiteIdentity } from "../hooks/use-site-identity";
import { required } from "../utils/required";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "home"');
  const home = required(data.homeYaml, "content/home.yaml");
  const site = useSiteIdentity();
  return (
    <Layout>
      <HeroCarousel slides={data.allSlidesYaml.nodes} labels={home.carousel}>
        <SectionHeading level="h1" eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      </HeroCarousel>
      <PhilosophyTeaser content={home.philosophy} />
      <CraftedBy content={home.craftedBy} studioName={site.name} />
      <ServiceCards content={home.services} />
      <Testimonials testimonials={data.allTestimonialsYaml.nodes} labels={home.testimonials} />
      <GetInTouch />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "home"');
  return <PageSeo page={page} pathname={location.pathname} describesStudio />;
}

export const query = graphql`
  query HomePage {
    pagesYaml(slug: { eq: "home" }) {
      ...PageCopy
      ...PageSeo
    }
    homeYaml {
      carousel {
        ...CarouselLabels
      }
      philosophy {
        ...PhilosophyTeaser
      }
      craftedBy {
        ...CraftedBy
      }
      services {
        ...ServiceCards
      }
      testimonials {
        ...TestimonialLabels
      }
    }
    allSlidesYaml {
      nodes {
        ...HeroSlide
      }
    }
    allTestimonialsYaml {
      nodes {
        ...Testimonial
      }
    }
  }
`;
