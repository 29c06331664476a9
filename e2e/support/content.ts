import { readEntries, readEntry } from "../../src/content/read-content";
import { aboutSource } from "../../src/content/sources/about";
import { ctaSource } from "../../src/content/sources/cta";
import { pagesSource } from "../../src/content/sources/pages";
import { servicesSource } from "../../src/content/sources/services";
import { servicesPageSource } from "../../src/content/sources/services-page";
import { stepsSource } from "../../src/content/sources/steps";
import { valuesSource } from "../../src/content/sources/values";
import type { EntryOf } from "../../src/content/source";

/**
 * The editors' YAML in `content/`, read through the content registry's own schemas (the ones the
 * build checks with), so the browser tests keep up with copy changes and never keep a copy of a
 * content shape that could drift.
 */

export type PageCopy = EntryOf<typeof pagesSource>;
export type Service = EntryOf<typeof servicesSource>;

/** The entry of `content/pages.yaml` for one route (its `h1` and lead paragraph). */
export function pageCopyFor(slug: string): PageCopy {
  const entry = readEntries(pagesSource).find((page) => page.slug === slug);
  if (!entry) throw new Error(`content/pages.yaml has no entry with slug "${slug}"`);
  return entry;
}

/** Every entry of `content/pages.yaml`, in order. */
export const pagesContent = (): PageCopy[] => readEntries(pagesSource);

/** `content/services.yaml`: the service blocks in the order they are listed. */
export const servicesContent = (): Service[] => readEntries(servicesSource);

/** `content/services-page.yaml`: the quote, the group headings and the process heading. */
export const servicesPageContent = () => readEntry(servicesPageSource);

/** `content/steps.yaml`: the design process, in order. */
export const stepsContent = () => readEntries(stepsSource);

/** `content/about.yaml`: quote, studio introduction, values heading and the designer. */
export const aboutContent = () => readEntry(aboutSource);

/** `content/values.yaml`: the studio's values, in order. */
export const valuesContent = () => readEntries(valuesSource);

/** `content/cta.yaml`: the get-in-touch block that closes the home, services and about pages. */
export const ctaContent = () => readEntry(ctaSource);
