import type { CategoryFilter } from "../../../lib/project-filter";
import { classNames } from "../../../utils/class-names";
import * as styles from "./ProjectFilter.module.css";

interface ProjectFilterProps {
  /** The group's accessible name, e.g. "Filter projects by category". */
  label: string;
  options: readonly { readonly id: CategoryFilter; readonly label: string }[];
  current: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
}

/** Toggle buttons, one per category and one for all; the one shown is pressed. */
export function ProjectFilter({ label, options, current, onChange }: ProjectFilterProps) {
  return (
    <div role="group" aria-label={label} className={styles.filter}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={classNames(styles.option, option.id === current && styles.current)}
          data-filter={option.id}
          aria-pressed={option.id === current}
          onClick={() => {
            onChange(option.id);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
