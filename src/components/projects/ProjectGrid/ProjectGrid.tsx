import { ProjectCard } from "../ProjectCard/ProjectCard";
import type { SaveLabels } from "../SaveButton/SaveButton";
import * as styles from "./ProjectGrid.module.css";

interface ProjectGridProps {
  projects: readonly Queries.ProjectCardFragment[];
  categoryLabels: Readonly<Record<string, string>>;
  saveLabels: SaveLabels;
}

/** The gallery's cards: one column on phones, two on tablets, three on wide screens. */
export function ProjectGrid({ projects, categoryLabels, saveLabels }: ProjectGridProps) {
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.slug} className={styles.item} data-category={project.category}>
          <ProjectCard
            project={project}
            categoryLabel={categoryLabels[project.category] ?? project.category}
            saveLabels={saveLabels}
            priority={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
