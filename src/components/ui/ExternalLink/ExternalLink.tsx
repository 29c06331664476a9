import type { ReactNode } from "react";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Announced after the link text, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
}

/** A link to another website: opens in a new tab, without handing it this page. */
export function ExternalLink({ href, children, newTabLabel, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> {newTabLabel}</VisuallyHidden>
    </a>
  );
}
