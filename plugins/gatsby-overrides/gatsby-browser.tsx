import type { GatsbyBrowser } from "gatsby";
import { setPageGlobals } from "./page-globals";

/** The globals Gatsby's runtime reads, set before it reads them (page-globals.tsx). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  setPageGlobals();
};

/**
 * Every change of page starts at the top (docs/pages.md). A change that keeps the path, such as a
 * gallery filter in the query string, keeps the visitor where they are; a #hash scrolls to it.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  prevRouterProps,
}) => {
  const { pathname, hash } = routerProps.location;
  if (hash) return true;
  if (prevRouterProps?.location.pathname !== pathname) {
    window.scrollTo(0, 0);
  }
  return false;
};
