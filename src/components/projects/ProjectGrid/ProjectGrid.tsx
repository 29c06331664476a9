import { ProjectCard } from "../ProjectCard/ProjectCard";
import * as styles from "./ProjectGrid.module.css";

interface ProjectGridProps {
  projects: readonly Queries.ProjectCardFragment[];
  categoryLabels: Readonly<Record<string, string>>;
}

/** The gallery's cards: one column on phones, two on tablets, three on wide screens. */
export function ProjectGrid({ projects, categoryLabels }: ProjectGridProps) {
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.slug} className={styles.item} data-category={project.category}>
          <ProjectCard
            project={project}
            categoryLabel={categoryLabels[project.category] ?? project.category}
            priority={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
