import { classNames } from "../../../utils/class-names";
import * as styles from "./button.module.css";

export type ButtonVariant = "solid" | "outline" | "light";

const variantClass: Record<ButtonVariant, string | undefined> = {
  solid: styles.solid,
  outline: styles.outline,
  light: styles.light,
};

/** Class names shared by `Button` and `LinkButton`, so a link and a button look alike. */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return classNames(styles.button, variantClass[variant], className);
}
