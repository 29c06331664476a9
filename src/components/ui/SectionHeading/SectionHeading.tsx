import type { ReactNode } from "react";
import { classNames } from "../../../utils/class-names";
import * as styles from "./SectionHeading.module.css";

interface SectionHeadingProps {
  /** The heading itself. */
  title: ReactNode;
  /** A small upper-case label above the heading, outside it. */
  eyebrow?: ReactNode;
  /** A first line inside the heading, set small (the heading's name includes it). */
  kicker?: ReactNode;
  /** A lead paragraph under the title. */
  intro?: ReactNode;
  /** `h1` for a page's own heading, `h2` (default) for its sections. */
  level?: "h1" | "h2" | "h3";
  align?: "start" | "center";
  id?: string;
  className?: string;
}

/** Eyebrow, title and lead paragraph, the way every section of the site opens. */
export function SectionHeading({
  title,
  eyebrow,
  kicker,
  intro,
  level: Heading = "h2",
  align = "start",
  id,
  className,
}: SectionHeadingProps) {
  return (
    <header className={classNames(styles.heading, align === "center" && styles.center, className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={Heading === "h1" ? styles.pageTitle : styles.title}>
        {kicker ? (
          <>
            <span className={styles.kicker}>{kicker}</span>{" "}
          </>
        ) : null}
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
