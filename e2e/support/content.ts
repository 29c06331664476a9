import { readEntries, readEntry } from "../../src/content/read-content";
import type { EntryOf } from "../../src/content/source";
import { aboutSource } from "../../src/content/sources/about";
import { contactSource } from "../../src/content/sources/contact";
import { ctaSource } from "../../src/content/sources/cta";
import { gallerySource } from "../../src/content/sources/gallery";
import { homeSource } from "../../src/content/sources/home";
import { pagesSource } from "../../src/content/sources/pages";
import { projectsSource } from "../../src/content/sources/projects";
import { servicesPageSource } from "../../src/content/sources/services-page";
import { servicesSource } from "../../src/content/sources/services";
import { shortlistSource } from "../../src/content/sources/shortlist";
import { siteSource } from "../../src/content/sources/site";
import { stepsSource } from "../../src/content/sources/steps";
import { valuesSource } from "../../src/content/sources/values";
import { compareInGalleryOrder } from "../../src/lib/gallery-order";
import { bundleEnvironment } from "../../src/deploy/bundle-environment";
import { absoluteUrl, siteUrlFrom } from "../../src/lib/site-url";

/**
 * The editors' YAML in `content/`, read through the content registry's own schemas (the ones the
 * build checks with), so the browser tests keep up with copy changes and never keep a copy of a
 * content shape that could drift.
 */
export const content = {
  about: () => readEntry(aboutSource),
  contact: () => readEntry(contactSource),
  cta: () => readEntry(ctaSource),
  gallery: () => readEntry(gallerySource),
  home: () => readEntry(homeSource),
  pages: () => readEntries(pagesSource),
  /** Every project, in the gallery's order (the order its query and the project pages follow). */
  projects: () => readEntries(projectsSource).sort(compareInGalleryOrder),
  services: () => readEntries(servicesSource),
  servicesPage: () => readEntry(servicesPageSource),
  shortlist: () => readEntry(shortlistSource),
  site: () => readEntry(siteSource),
  steps: () => readEntries(stepsSource),
  values: () => readEntries(valuesSource),
};

export type PageCopy = EntryOf<typeof pagesSource>;
export type Project = EntryOf<typeof projectsSource>;

/** The entry of `content/pages.yaml` for one route (its `h1`, lead paragraph and head). */
export function pageCopyFor(slug: string): PageCopy {
  const entry = content.pages().find((page) => page.slug === slug);
  if (!entry) throw new Error(`content/pages.yaml has no entry with slug "${slug}"`);
  return entry;
}

/** The public address the build used, read as gatsby-config reads it. */
export const SITE_URL = siteUrlFrom(bundleEnvironment(`${__dirname}/../..`, process.env));

/** A page's canonical address on the public site. */
export const canonicalUrlOf = (pagePath: string): string => absoluteUrl(SITE_URL, pagePath);

/** The path on the local server of an address on the public site; fails for any other site. */
export function localPathOf(publicUrl: string): string {
  if (!publicUrl.startsWith(`${SITE_URL}/`)) throw new Error(`${publicUrl} is not on ${SITE_URL}`);
  const url = new URL(publicUrl);
  return `${url.pathname}${url.search}`;
}
