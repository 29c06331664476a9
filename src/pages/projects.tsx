import { graphql, type HeadProps, navigate, type PageProps } from "gatsby";
import { Layout } from "../components/shell/Layout/Layout";
import { PageHeader } from "../components/shell/PageHeader/PageHeader";
import { ProjectGallery } from "../components/projects/ProjectGallery/ProjectGallery";
import { PageSeo } from "../components/shell/Seo/PageSeo";
import { useEffect } from "react";
import { useClientValue } from "../hooks/use-hydrated";
import { clearPrefilter } from "../lib/gallery-prefilter";
import { filterFromSearch, searchForFilter } from "../lib/project-filter";
import { required } from "../utils/required";

export default function ProjectsPage({ data, location }: PageProps<Queries.ProjectsPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "projects"');
  const gallery = required(data.galleryYaml, "content/gallery.yaml");
  const shortlist = required(data.shortlistYaml, "content/shortlist.yaml");
  // The static HTML shows every project; the address's filter applies once React has hydrated
  // (and only then does the page render again).
  const filter = useClientValue(() => filterFromSearch(location.search), "all");
  useEffect(clearPrefilter, []);
  return (
    <Layout>
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <ProjectGallery
        projects={data.allProjectsYaml.nodes}
        labels={gallery}
        saveLabels={shortlist.save}
        filter={filter}
        onFilterChange={(next) => {
          // The filter shown already: no history entry that Back would only return to.
          if (next !== filter) navigate(`${location.pathname}${searchForFilter(next)}`);
        }}
      />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProjectsPageQuery>) {
  const page = required(data.pagesYaml, 'content/pages.yaml entry "projects"');
  return <PageSeo page={page} pathname={location.pathname} />;
}

export const query = graphql`
  query ProjectsPage($galleryOrder: [ProjectsYamlSortInput!]!) {
    pagesYaml(slug: { eq: "projects" }) {
      ...PageCopy
      ...PageSeo
    }
    galleryYaml {
      ...ProjectGalleryLabels
    }
    shortlistYaml {
      ...SaveLabels
    }
    allProjectsYaml(sort: $galleryOrder) {
      nodes {
        ...ProjectCard
      }
    }
  }
`;
