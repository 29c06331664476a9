import type { ComponentPropsWithRef } from "react";
import { classNames } from "../../../utils/class-names";
import * as styles from "./IconButton.module.css";

type IconButtonProps = ComponentPropsWithRef<"button"> & {
  /** The button's accessible name: its content is an icon. */
  "aria-label": string;
};

/** A round, outlined button holding an icon (previous, next, pause), 44 px to touch. */
export function IconButton({ className, type = "button", ...props }: IconButtonProps) {
  return <button type={type} className={classNames(styles.iconButton, className)} {...props} />;
}
