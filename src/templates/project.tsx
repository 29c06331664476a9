import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BeforeAfter } from "../components/projects/BeforeAfter/BeforeAfter";
import { Layout } from "../components/shell/Layout/Layout";
import { ProjectImages } from "../components/projects/ProjectImages/ProjectImages";
import { ProjectIntro } from "../components/projects/ProjectIntro/ProjectIntro";
import { projectFacts } from "../components/projects/ProjectIntro/project-facts";
import { ProjectNav } from "../components/projects/ProjectNav/ProjectNav";
import { StartProject } from "../components/projects/StartProject/StartProject";
import { Seo } from "../components/shell/Seo/Seo";
import { useSiteIdentity } from "../hooks/use-site-identity";
import { projectPath } from "../lib/project-path";
import { required } from "../utils/required";

/** A project's page, made for each file in content/projects by gatsby-node.ts. */
export default function ProjectPage({ data }: PageProps<Queries.ProjectPageQuery>) {
  const project = required(data.project, "the project of this page");
  const gallery = required(data.galleryYaml, "content/gallery.yaml");
  const shortlist = required(data.shortlistYaml, "content/shortlist.yaml");
  const { loadError } = required(data.siteYaml, "content/site.yaml").labels;
  const previous = required(data.previous, `the project before "${project.slug}"`);
  const next = required(data.next, `the project after "${project.slug}"`);
  const galleryPage = required(data.galleryPage, 'content/pages.yaml entry "projects"');
  const site = useSiteIdentity();
  const category =
    gallery.categories.find((candidate) => candidate.id === project.category)?.label ??
    project.category;

  return (
    <Layout>
      <ProjectIntro
        title={project.title}
        summary={project.summary}
        facts={projectFacts({ ...project, category }, gallery.facts)}
        press={{
          heading: gallery.press,
          articles: project.press ?? [],
          newTabLabel: site.labels.opensInNewTab,
        }}
        back={{ label: gallery.backToGallery, to: galleryPage.path }}
      />
      <BeforeAfter
        pairs={project.beforeAfter ?? []}
        labels={gallery.beforeAfter}
        loadError={loadError}
      />
      <ProjectImages
        images={project.images}
        labels={{
          openImage: gallery.openImage,
          lightbox: gallery.lightbox,
          loadError,
        }}
        save={{ slug: project.slug, labels: shortlist.save }}
      />
      <ProjectNav
        label={gallery.projectNavigation}
        previous={{
          label: gallery.previousProject,
          title: previous.title,
          to: projectPath(previous.slug),
        }}
        next={{ label: gallery.nextProject, title: next.title, to: projectPath(next.slug) }}
      />
      {/* The page's call to action, and its last word: the project as the enquiry's start. */}
      <StartProject slug={project.slug} copy={shortlist.startProject} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProjectPageQuery>) {
  const project = required(data.project, "the project of this page");
  const galleryPage = required(data.galleryPage, 'content/pages.yaml entry "projects"');
  return (
    <Seo
      title={project.title}
      description={project.description}
      pathname={location.pathname}
      image={project.cover}
      type="article"
      breadcrumb={project.title}
      breadcrumbParents={[{ name: galleryPage.breadcrumb, path: galleryPage.path }]}
      work={{
        name: project.title,
        description: project.summary,
        year: project.year,
        location: project.location,
        // The largest file of each photograph (the lightbox's), already built for the page.
        imagePaths: project.images.flatMap(
          (image) => image.src.childImageSharp?.photo.images.fallback?.src ?? [],
        ),
        area: project.area,
        scope: project.scope,
        photographer: project.photographer,
        press: project.press,
      }}
    />
  );
}

export const query = graphql`
  query ProjectPage($id: String!, $previousId: String!, $nextId: String!) {
    project: projectsYaml(id: { eq: $id }) {
      title
      slug
      category
      location
      year
      summary
      description
      cover {
        ...SocialImage
      }
      images {
        ...ProjectImage
      }
      area {
        value
        unit
        label
      }
      duration
      scope
      photographer
      press {
        publication
        title
        url
      }
      beforeAfter {
        ...BeforeAfterPair
      }
    }
    galleryPage: pagesYaml(slug: { eq: "projects" }) {
      path
      breadcrumb
    }
    previous: projectsYaml(id: { eq: $previousId }) {
      title
      slug
    }
    next: projectsYaml(id: { eq: $nextId }) {
      title
      slug
    }
    galleryYaml {
      categories {
        id
        label
      }
      facts {
        category
        location
        year
        area
        duration
        scope
        photographer
      }
      press
      beforeAfter {
        ...BeforeAfterLabels
      }
      backToGallery
      projectNavigation
      previousProject
      nextProject
      openImage
      lightbox {
        label
        previous
        next
        close
        position
      }
    }
    siteYaml {
      labels {
        loadError {
          heading
          text
          retry
        }
      }
    }
    shortlistYaml {
      ...SaveLabels
      ...StartProjectCopy
    }
  }
`;
