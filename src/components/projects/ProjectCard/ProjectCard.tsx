import { graphql, Link } from "gatsby";
import { useId } from "react";
import { projectPath } from "../../../lib/project-path";
import { projectKey } from "../../../lib/shortlist";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { type SaveLabels, SaveButton } from "../SaveButton/SaveButton";
import * as styles from "./ProjectCard.module.css";

interface ProjectCardProps {
  project: Queries.ProjectCardFragment;
  categoryLabel: string;
  saveLabels: SaveLabels;
  /** The grid's first card: its cover is the gallery's LCP candidate, loaded first. */
  priority?: boolean;
  /** The cover is in the HTML, hidden until the page's stylesheet shows it (`ResponsiveImage`). */
  early?: boolean;
}

/**
 * A project in the gallery: cover, title, category and location, linking to its page, and a
 * button that saves the project to the shortlist over the cover's corner.
 */
export function ProjectCard({
  project,
  categoryLabel,
  saveLabels,
  priority = false,
  early = false,
}: ProjectCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card}>
      {/* Named by its title alone: the cover's long description is the picture's. */}
      <Link to={projectPath(project.slug)} className={styles.link} aria-labelledby={titleId}>
        <ResponsiveImage
          image={project.cover.src.childImageSharp?.gatsbyImageData}
          alt={project.cover.alt}
          priority={priority}
          early={early}
          className={styles.image}
        />
        <h2 id={titleId} className={styles.title}>
          {project.title}
        </h2>
      </Link>
      <p className={styles.meta}>
        <span className={styles.category}>{categoryLabel}</span>{" "}
        {/* The dot alone is hidden: the spaces keep the words apart for screen readers. */}
        <span aria-hidden="true">·</span> <span>{project.location}</span>
      </p>
      <SaveButton
        item={projectKey(project.slug)}
        name={project.title}
        kind="project"
        labels={saveLabels}
        className={styles.save}
      />
    </article>
  );
}

export const projectCardFragment = graphql`
  fragment ProjectCard on ProjectsYaml {
    slug
    title
    category
    location
    cover {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.25
            breakpoints: [320, 480, 640, 800, 960]
            sizes: "(min-width: 84rem) 25rem, (min-width: 64rem) calc(31.6vw - 1.53rem), (min-width: 40rem) calc(47.4vw - 1.55rem), calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
  }
`;
