import type { ReactNode } from "react";
import { classNames } from "../../../utils/class-names";
import { Container } from "../Container/Container";
import * as styles from "./Split.module.css";

interface SplitProps {
  children: ReactNode;
  /** The section's own class: the two columns' widths from 56rem (`grid-template-columns`). */
  className?: string;
}

/**
 * A section's text beside its picture: stacked on phones, two columns vertically centred from
 * 56rem, within the site's measure (Container).
 */
export function Split({ children, className }: SplitProps) {
  return <Container className={classNames(styles.split, className)}>{children}</Container>;
}
