import type { AriaAttributes, ElementType, ReactNode } from "react";
import { classNames } from "../../../utils/class-names";
import * as styles from "./Container.module.css";

interface ContainerProps extends AriaAttributes {
  children: ReactNode;
  /** `wide` for page sections, `narrow` for reading columns. */
  width?: "wide" | "narrow";
  as?: ElementType;
  className?: string;
}

/** Centres content within the site's measure and keeps the side gutters; ARIA props pass through. */
export function Container({
  children,
  width = "wide",
  as: Tag = "div",
  className,
  ...aria
}: ContainerProps) {
  return (
    <Tag
      className={classNames(styles.container, width === "narrow" && styles.narrow, className)}
      {...aria}
    >
      {children}
    </Tag>
  );
}
