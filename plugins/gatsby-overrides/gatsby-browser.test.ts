import type { ShouldUpdateScrollArgs } from "gatsby";
import { shouldUpdateScroll } from "./gatsby-browser";

type RouterProps = ShouldUpdateScrollArgs["routerProps"];

/** The router's props at `url`: of its location, the hook reads the path, query and #hash only. */
function at(url: string): RouterProps {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  return { location: { pathname, search, hash } as RouterProps["location"] };
}

/** What Gatsby asks on a move from `from` to `to`, or with `from` null when its app mounts. */
function scrollArgs(from: string | null, to: string): ShouldUpdateScrollArgs {
  const routerProps = at(to);
  return {
    ...(from === null ? {} : { prevRouterProps: at(from) }),
    routerProps,
    pathname: routerProps.location.pathname,
    getSavedScrollPosition: () => [0, 0],
    getResourceURLsForPathname: () => [],
  };
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
    expect(shouldUpdateScroll?.(scrollArgs(null, "/about"), { plugins: [] })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the #hash the browser scrolled to, or the position it restored, on mount", () => {
    expect(shouldUpdateScroll?.(scrollArgs(null, "/about#main"), { plugins: [] })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("starts a new page at the top", () => {
    expect(shouldUpdateScroll?.(scrollArgs("/about", "/services"), { plugins: [] })).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("keeps the position when only the query string changes, as the gallery's filter does", () => {
    const args = scrollArgs("/projects?category=kitchens", "/projects?category=bedrooms");
    expect(shouldUpdateScroll?.(args, { plugins: [] })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("lets Gatsby scroll to a #hash on the way", () => {
    expect(shouldUpdateScroll?.(scrollArgs("/", "/about#main"), { plugins: [] })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
