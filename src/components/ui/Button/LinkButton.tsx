import { Link } from "gatsby";
import type { ReactNode } from "react";
import { type ButtonVariant, buttonClassName } from "./variants";

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link to another page of the site that looks like a button (see ActionLink for content links). */
export function LinkButton({ to, children, variant = "solid", className }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClassName(variant, className)}>
      {children}
    </Link>
  );
}
