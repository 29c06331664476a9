import type { ElementType, ReactNode } from "react";
import { classNames } from "../../../utils/class-names";
import * as styles from "./Container.module.css";

interface ContainerProps {
  children: ReactNode;
  /** `wide` for page sections, `narrow` for reading columns. */
  width?: "wide" | "narrow";
  as?: ElementType;
  className?: string;
}

/** Centres content within the site's measure and keeps the side gutters. */
export function Container({
  children,
  width = "wide",
  as: Tag = "div",
  className,
}: ContainerProps) {
  return (
    <Tag className={classNames(styles.container, width === "narrow" && styles.narrow, className)}>
      {children}
    </Tag>
  );
}
