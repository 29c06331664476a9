import { isProjectCategory } from "../../../lib/project-categories";
import { type CategoryFilter, filterProjects } from "../../../lib/project-filter";
import { fillCount } from "../../../utils/fill-template";
import { ProjectFilter } from "../ProjectFilter/ProjectFilter";
import { ProjectGrid } from "../ProjectGrid/ProjectGrid";
import type { SaveLabels } from "../SaveButton/SaveButton";
import { Container } from "../../ui/Container/Container";
import * as styles from "./ProjectGallery.module.css";

interface ProjectGalleryProps {
  projects: readonly Queries.ProjectCardFragment[];
  labels: Queries.ProjectGalleryLabelsFragment;
  /** The Save button on each card (content/shortlist.yaml). */
  saveLabels: SaveLabels;
  filter: CategoryFilter;
  onFilterChange: (filter: CategoryFilter) => void;
}

/** The category filter, the number of projects shown (announced politely) and their cards. */
export function ProjectGallery({
  projects,
  labels,
  saveLabels,
  filter,
  onFilterChange,
}: ProjectGalleryProps) {
  const shown = filterProjects(projects, filter);
  const categoryLabels = Object.fromEntries(labels.categories.map((c) => [c.id, c.label]));
  const options = [
    { id: "all" as const, label: labels.allLabel },
    ...labels.categories.flatMap(({ id, label }) => (isProjectCategory(id) ? [{ id, label }] : [])),
  ];
  return (
    <Container className={styles.gallery}>
      <div className={styles.toolbar}>
        <ProjectFilter
          label={labels.filterLabel}
          options={options}
          current={filter}
          onChange={onFilterChange}
        />
        <p className={styles.count} aria-live="polite">
          {/* A new node per filter: announced even when the count is the same as before. */}
          <span key={filter}>{fillCount(labels.resultCount, shown.length)}</span>
        </p>
      </div>
      <ProjectGrid projects={shown} categoryLabels={categoryLabels} saveLabels={saveLabels} />
    </Container>
  );
}
