import { classNames } from "../../../utils/class-names";
import * as styles from "./Paragraphs.module.css";

interface ParagraphsProps {
  /** The text, one paragraph an item, as content/ lists it. */
  paragraphs: readonly string[];
  /**
   * The section's own class: its measure, and `composes: lead` from `lead.module.css` where the
   * first paragraph leads.
   */
  className?: string;
}

/** A section's body text: paragraphs in the muted text colour, evenly spaced. */
export function Paragraphs({ paragraphs, className }: ParagraphsProps) {
  return (
    <div className={classNames(styles.paragraphs, className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
