import { Link } from "gatsby";
import { classNames } from "../../../utils/class-names";
import { Container } from "../../ui/Container/Container";
import * as styles from "./ProjectNav.module.css";

interface Neighbour {
  readonly label: string;
  readonly title: string;
  readonly to: string;
}

interface ProjectNavProps {
  /** The navigation's accessible name. */
  label: string;
  previous: Neighbour;
  next: Neighbour;
}

/** Links to the previous and next projects, ending a project page. */
export function ProjectNav({ label, previous, next }: ProjectNavProps) {
  return (
    <Container as="nav" className={styles.nav} aria-label={label}>
      <Link to={previous.to} className={styles.link} rel="prev">
        <span className={styles.label}>
          <span aria-hidden="true">← </span>
          {previous.label}
        </span>
        <span className={styles.title}>{previous.title}</span>
      </Link>
      <Link to={next.to} className={classNames(styles.link, styles.next)} rel="next">
        <span className={styles.label}>
          {next.label}
          <span aria-hidden="true"> →</span>
        </span>
        <span className={styles.title}>{next.title}</span>
      </Link>
    </Container>
  );
}
