import { Link, navigate, type GatsbyLinkProps } from "gatsby";
import type { MouseEvent } from "react";

/** A click the page handles itself: the main button, no modifier that asks for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * A link of the site's navigation (header and footer). Gatsby's `Link` replaces the history entry
 * when the link's path is the page's own, whatever the query string: from a filtered gallery
 * (`/projects?category=commercial`), GALLERY took the filter's entry out of history, and Back no
 * longer reached it. A link to another address now adds an entry, as the browser does without
 * JavaScript; a link to the very address shown still replaces it.
 */
export function SiteLink({ to, onClick, ...props }: Omit<GatsbyLinkProps<unknown>, "ref">) {
  return (
    <Link
      {...props}
      to={to}
      onClick={(event) => {
        onClick?.(event);
        const { pathname, search } = window.location;
        if (isPlainClick(event) && pathname === to && search !== "") {
          event.preventDefault();
          navigate(to);
        }
      }}
    />
  );
}
