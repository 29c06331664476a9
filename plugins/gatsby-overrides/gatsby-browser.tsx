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

/**
 * Every change of page starts at the top (docs/pages.md). A change that keeps the path, such as a
 * gallery filter in the query string, keeps the visitor where they are; a #hash scrolls to it.
 *
 * The first page the tab loads is no change of page: Gatsby asks this too when its app mounts
 * (no `prevRouterProps`) on an address with a #hash or a position it stored, which is a reload, a
 * tab the phone discarded, or Back from another site. The browser has by then scrolled to the
 * #hash or restored the position, and the visitor may have scrolled since (the scripts start
 * after the load event): the page stays where it is.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  prevRouterProps,
}) => {
  if (!prevRouterProps) return false;
  const { pathname, hash } = routerProps.location;
  if (hash) return true;
  if (prevRouterProps.location.pathname !== pathname) {
    window.scrollTo(0, 0);
  }
  return false;
};
