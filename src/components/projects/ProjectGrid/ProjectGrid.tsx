import { ProjectCard } from "../ProjectCard/ProjectCard";
import type { SaveLabels } from "../SaveButton/SaveButton";
import * as styles from "./ProjectGrid.module.css";

interface ProjectGridProps {
  projects: readonly Queries.ProjectCardFragment[];
  categoryLabels: Readonly<Record<string, string>>;
  saveLabels: SaveLabels;
}

/** The index of each category's first project: the first card a linked filter shows. */
function firstOfEachCategory(projects: readonly Queries.ProjectCardFragment[]): Set<number> {
  const seen = new Set<string>();
  const firsts = new Set<number>();
  projects.forEach(({ category }, index) => {
    if (seen.has(category)) return;
    seen.add(category);
    firsts.add(index);
  });
  return firsts;
}

/**
 * The gallery's cards: one column on phones, two on tablets, three on wide screens. The first
 * card's cover is the page's LCP candidate; each category's first card has its cover in the
 * HTML too, hidden, for the linked filter that shows it first (below).
 */
export function ProjectGrid({ projects, categoryLabels, saveLabels }: ProjectGridProps) {
  const firsts = firstOfEachCategory(projects);
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.slug} className={styles.item} data-category={project.category}>
          <ProjectCard
            project={project}
            categoryLabel={categoryLabels[project.category] ?? project.category}
            saveLabels={saveLabels}
            priority={index === 0}
            early={firsts.has(index)}
          />
        </li>
      ))}
    </ul>
  );
}
