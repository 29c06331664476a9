import type { ComponentPropsWithRef } from "react";
import { type ButtonVariant, buttonClassName } from "./variants";

type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant };

/** An action on this page, styled as an upper-case tracked button. */
export function Button({ variant = "solid", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
