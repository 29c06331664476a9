import { readEntry } from "../../src/content/read-content";
import type { EntryOf } from "../../src/content/source";
import { siteSource } from "../../src/content/sources/site";
import { siteUrlFrom } from "../../src/lib/site-url";
import { pagesContent } from "./content";
import { projectsInGalleryOrder } from "./gallery-content";

/**
 * What every page should tell search engines and sharing cards, read from the editors' YAML the
 * way the site reads it (content/site.yaml, content/pages.yaml, content/projects/*.yaml, through
 * the content registry's schemas), so the SEO tests keep up with copy changes.
 */

/** The public address the build used: SITE_URL, or the same default as gatsby-config. */
export const SITE_URL = siteUrlFrom(process.env);

export type SiteContent = EntryOf<typeof siteSource>;

/** `content/site.yaml`: the studio's name and the facts its structured data states. */
export function siteContent(): SiteContent {
  return readEntry(siteSource);
}

/** One page the sitemap lists, with what its head must say. */
export interface IndexedPage {
  path: string;
  kind: "home" | "page" | "project";
  /** The whole document title, as the tab shows it. */
  title: string;
  description: string;
  /** The breadcrumb trail from Home to this page (none on the home page). */
  trail: readonly { name: string; path: string }[];
  /** Only for a project page: the facts its CreativeWork states. */
  project?: {
    title: string;
    summary: string;
    year: number;
    location: string;
    imageCount: number;
  };
}

/** The slug of the 404 page's entry: the one page search engines must not index. */
const NOT_FOUND_SLUG = "not-found";

/**
 * Every page search engines should find: the routes of content/pages.yaml except the 404 page,
 * then one page per project, in the gallery's order.
 */
export function indexedPages(): IndexedPage[] {
  const identity = siteContent();
  const pages = pagesContent();
  const home = pages.find((page) => page.slug === "home");
  const gallery = pages.find((page) => page.slug === "projects");
  if (!home || !gallery) throw new Error('content/pages.yaml needs "home" and "projects" entries');
  const homeCrumb = { name: home.breadcrumb, path: home.path };

  const routes: IndexedPage[] = pages
    .filter((page) => page.slug !== NOT_FOUND_SLUG)
    .map((page) =>
      page === home
        ? {
            path: page.path,
            kind: "home",
            title: `${identity.name} — ${page.title}`,
            description: page.description,
            trail: [],
          }
        : {
            path: page.path,
            kind: "page",
            title: `${page.title} — ${identity.name}`,
            description: page.description,
            trail: [homeCrumb, { name: page.breadcrumb, path: page.path }],
          },
    );

  const projects: IndexedPage[] = projectsInGalleryOrder().map((project) => {
    const projectPath = `/projects/${project.slug}`;
    return {
      path: projectPath,
      kind: "project",
      title: `${project.title} — ${identity.name}`,
      description: project.description,
      trail: [
        homeCrumb,
        { name: gallery.breadcrumb, path: gallery.path },
        { name: project.title, path: projectPath },
      ],
      project: {
        title: project.title,
        summary: project.summary,
        year: project.year,
        location: project.location,
        imageCount: project.images.length,
      },
    };
  });

  return [...routes, ...projects];
}

/** A page's canonical address: the public address and its path, without a trailing slash. */
export function canonicalUrlOf(pagePath: string): string {
  return pagePath === "/" ? `${SITE_URL}/` : `${SITE_URL}${pagePath}`;
}

/**
 * The path on the local test server of an address on the public site, failing when the address
 * is not on it (a sitemap or sharing card pointing elsewhere).
 */
export function localPathOf(publicUrl: string): string {
  if (!publicUrl.startsWith(`${SITE_URL}/`)) {
    throw new Error(`${publicUrl} is not on the public site ${SITE_URL}`);
  }
  const url = new URL(publicUrl);
  return `${url.pathname}${url.search}`;
}
