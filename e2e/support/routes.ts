import { documentTitle } from "../../src/lib/document-title";
import { content } from "./content";
import { projectPath } from "../../src/lib/project-path";

/**
 * Every page of the site as the route matrix (e2e/routes.spec.ts) visits it: the pages of
 * content/pages.yaml (the 404 page at an unknown address) and one page per project, each with what
 * its page-wide rules depend on, all read from content/.
 */
export interface Route {
  readonly path: string;
  readonly status: 200 | 404;
  /** The main-navigation label marked `aria-current="page"`; none on the 404 and project pages. */
  readonly current: string | null;
  /** What its head must say; null for the 404 page, which is not indexed. */
  readonly head: {
    readonly title: string;
    readonly description: string;
    readonly jsonLdTypes: readonly string[];
  } | null;
  /** The names of its navigation landmarks, in document order. */
  readonly navigations: readonly string[];
  /** The element holding its one eager, high-priority picture (its LCP); null: every one is lazy. */
  readonly priorityImageIn: string | null;
}

export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** The home page's LCP is its first slide, the gallery's its first card, the 404 page's its picture. */
const PRIORITY_IMAGE_IN: Readonly<Record<string, string>> = {
  home: 'main [aria-roledescription="slide"]',
  projects: "main article",
  "not-found": "main",
};

function routes(): Route[] {
  const site = content.site();
  const current = (path: string) => site.navigation.find((link) => link.to === path)?.label ?? null;
  const pages = content.pages().map((page): Route => {
    const notFound = page.slug === "not-found";
    return {
      path: notFound ? NOT_FOUND_PATH : page.path,
      status: notFound ? 404 : 200,
      current: notFound ? null : current(page.path),
      head: notFound
        ? null
        : {
            title: documentTitle(page.title, site.name, page.slug === "home"),
            description: page.description,
            jsonLdTypes: page.slug === "home" ? ["ProfessionalService"] : ["BreadcrumbList"],
          },
      navigations: ["Main", "Footer"],
      priorityImageIn: PRIORITY_IMAGE_IN[page.slug] ?? null,
    };
  });
  const projectNavigation = content.gallery().projectNavigation;
  const projects = content.projects().map((project): Route => ({
    path: projectPath(project.slug),
    status: 200,
    current: null,
    head: {
      title: documentTitle(project.title, site.name),
      description: project.description,
      jsonLdTypes: ["BreadcrumbList", "CreativeWork"],
    },
    navigations: ["Main", projectNavigation, "Footer"],
    priorityImageIn: null,
  }));
  return [...pages, ...projects];
}

export const ROUTES: readonly Route[] = routes();

/** The pages the sitemap lists, with their canonical paths. */
export const INDEXED_PATHS = ROUTES.filter((route) => route.head).map((route) => route.path);

/** The main navigation's links, as content/site.yaml gives them. */
export const MAIN_NAV = content.site().navigation;
