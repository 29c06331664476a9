import type { GatsbyBrowser } from "gatsby";
import { setPageGlobals } from "./page-globals";
import { isLoadErrorCopy, watchPageLoad } from "./page-load-notice";

/**
 * The globals Gatsby's runtime reads, set before it reads them (page-globals.tsx). And before
 * Gatsby loads the first page, a watch for the failure it keeps quiet: when the page's own code
 * cannot be fetched (a deploy while the page was open, a dropped connection), Gatsby leaves the
 * server's HTML in place and starts nothing, and the visitor is told so, with a link to reload
 * (page-load-notice.ts; the words are gatsby-config's `loadError`, from content/site.yaml).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (_args, options) => {
  setPageGlobals();
  if (isLoadErrorCopy(options.loadError)) watchPageLoad(options.loadError);
};

/** Which history entry a location is: the key reach router gives each (Gatsby's type omits it). */
function entryOf(location: object): unknown {
  return "key" in location ? location.key : undefined;
}

/**
 * Every change of page starts at the top (docs/pages.md), and so does a link to the page shown
 * (Gatsby replaces its history entry with the same address). A change that keeps the path but
 * not the query string, such as a gallery filter, keeps the visitor where they are; a #hash
 * scrolls to it.
 *
 * The first page the tab loads is no change of page: Gatsby asks this too when its app mounts
 * (no `prevRouterProps`) on an address with a #hash or a position it stored, which is a reload, a
 * tab the phone discarded, or Back from another site. The browser has by then scrolled to the
 * #hash or restored the position, and the visitor may have scrolled since (the scripts start
 * after the load event): the page stays where it is. Nor is a render of the router on the same
 * history entry, which Gatsby asks about too.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  prevRouterProps,
}) => {
  const previous = prevRouterProps?.location;
  if (!previous || entryOf(previous) === entryOf(location)) return false;
  if (location.hash) return true;
  if (previous.pathname !== location.pathname || previous.search === location.search) {
    window.scrollTo(0, 0);
  }
  return false;
};
