import type { ShouldUpdateScrollArgs } from "gatsby";
import { shouldUpdateScroll } from "./gatsby-browser";

type RouterProps = ShouldUpdateScrollArgs["routerProps"];

let entries = 0;

/**
 * The router's props at `url`, on a new history entry unless `key` names one: of the location,
 * the hook reads the path, query, #hash and the entry's key (which reach router adds) only.
 */
function at(url: string, key = `entry-${String((entries += 1))}`): RouterProps {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  const location: Pick<Location, "pathname" | "search" | "hash"> & { key?: string } = {
    pathname,
    search,
    hash,
    key,
  };
  return { location: location as RouterProps["location"] };
}

/** What Gatsby asks on a move to `routerProps`, from `prevRouterProps` (none when it mounts). */
function scroll(prevRouterProps: RouterProps | null, routerProps: RouterProps) {
  const args: ShouldUpdateScrollArgs = {
    ...(prevRouterProps ? { prevRouterProps } : {}),
    routerProps,
    pathname: routerProps.location.pathname,
    getSavedScrollPosition: () => [0, 0],
    getResourceURLsForPathname: () => [],
  };
  return shouldUpdateScroll?.(args, { plugins: [] });
}

describe("shouldUpdateScroll", () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it("leaves the position the browser restored when the app mounts (a reload, Back from another site)", () => {
    expect(scroll(null, at("/about"))).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the #hash the browser scrolled to, or the position it restored, on mount", () => {
    expect(scroll(null, at("/about#main"))).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("starts a new page at the top", () => {
    expect(scroll(at("/about"), at("/services"))).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("goes back to the top on a link to the page shown (the same address, a new entry)", () => {
    expect(scroll(at("/services"), at("/services"))).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("keeps the position when only the query string changes, as the gallery's filter does", () => {
    expect(scroll(at("/projects?category=kitchen"), at("/projects?category=bedroom"))).toBe(false);
    expect(scroll(at("/projects?category=kitchen"), at("/projects"))).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("moves nothing when the router renders again on the same entry", () => {
    expect(scroll(at("/services", "same"), at("/services", "same"))).toBe(false);
    expect(scroll(at("/about#main", "same"), at("/about#main", "same"))).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("lets Gatsby scroll to a #hash on the way", () => {
    expect(scroll(at("/"), at("/about#main"))).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
