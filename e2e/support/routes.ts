import { galleryLabels, projectsInGalleryOrder } from "./gallery-content";
import { type IndexedPage, indexedPages } from "./seo-content";
import { NOT_FOUND, PAGES, type SiteRoute } from "./site";

/**
 * Every page of the site as the route matrix (e2e/routes.spec.ts) visits it: the five pages of
 * the main navigation, the 404 page at an unknown address, and one page per project read from
 * content/projects/*.yaml, each with what its page-wide rules depend on.
 */
export interface MatrixRoute extends SiteRoute {
  /** What its head must say (content/site.yaml, pages.yaml, projects/*.yaml); null: not indexed. */
  readonly seo: IndexedPage | null;
  /** The names of its navigation landmarks, in document order. */
  readonly navigations: readonly string[];
  /**
   * The first element matching this selector holds the page's one image that loads at once with
   * high priority (its LCP image, DECISIONS §8); null when every image is lazy.
   */
  readonly priorityImageIn: string | null;
}

const MAIN = "Main";
const FOOTER = "Footer";

/**
 * The home page's LCP is its first slide, the gallery's its first card (ProjectGrid), the 404
 * page's its one picture; project pages have none (their summary is, see ProjectImages).
 */
const PRIORITY_IMAGE_IN: Readonly<Record<string, string>> = {
  "/": 'main [aria-roledescription="slide"]',
  "/projects": "main article",
  [NOT_FOUND.path]: "main",
};

function seoFor(path: string): IndexedPage {
  const found = indexedPages().find((entry) => entry.path === path);
  if (!found) throw new Error(`the sitemap's pages have no ${path}`);
  return found;
}

function projectRoutes(): MatrixRoute[] {
  const projectNavigation = galleryLabels().projectNavigation;
  return projectsInGalleryOrder().map((project) => {
    const path = `/projects/${project.slug}`;
    return {
      path,
      // GALLERY is styled as the section (partiallyActive), but no link is this page.
      current: null,
      status: 200,
      seo: seoFor(path),
      navigations: [MAIN, projectNavigation, FOOTER],
      priorityImageIn: null,
    };
  });
}

export const MATRIX_ROUTES: readonly MatrixRoute[] = [
  ...PAGES.map((route) => ({
    ...route,
    seo: seoFor(route.path),
    navigations: [MAIN, FOOTER],
    priorityImageIn: PRIORITY_IMAGE_IN[route.path] ?? null,
  })),
  {
    ...NOT_FOUND,
    seo: null,
    navigations: [MAIN, FOOTER],
    priorityImageIn: PRIORITY_IMAGE_IN[NOT_FOUND.path] ?? null,
  },
  ...projectRoutes(),
];
