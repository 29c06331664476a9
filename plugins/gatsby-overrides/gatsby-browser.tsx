import type { GatsbyBrowser } from "gatsby";
import type { ReactNode } from "react";
import { hydrateInTransition } from "./hydrate-in-transition";
import { isOn } from "./options";
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

/**
 * Hydration in a transition, in slices (hydrate-in-transition.ts); off, and under `gatsby develop`
 * (whose pages have no server HTML to hydrate), Gatsby's own.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = (_args, options) =>
  isOn(options, "hydrate-in-transition") && process.env.NODE_ENV === "production"
    ? (element: ReactNode, container: Element) => {
        hydrateInTransition(element, container);
      }
    : undefined;
