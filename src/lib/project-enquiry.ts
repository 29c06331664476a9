import { fillTemplate } from "../utils/fill-template";
import { projectPath } from "./project-path";
import { absoluteUrl } from "./site-url";

/**
 * "Start a project like this" (docs/pages.md, Shortlist): each project page links to the contact
 * page with the project's slug in the address; there the message begins with a sentence naming
 * the project and its page's address, which the visitor may change.
 */

export const PROJECT_PARAMETER = "project";

/** The contact page's address for an enquiry about a project like `slug`. */
export function startProjectPath(slug: string): string {
  return `/contact?${new URLSearchParams({ [PROJECT_PARAMETER]: slug }).toString()}`;
}

/** A project's page on the site's public address. */
export function projectUrl(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, projectPath(slug));
}

/**
 * `template` (`{title}`, `{url}`) filled for the project the address's query string links
 * (`?project=<slug>`): the message's opening sentence, or what is said once it is written; null
 * when the address names no project of the site.
 */
export function linkedProjectText(
  search: string,
  projects: readonly { slug: string; title: string }[],
  template: string,
  siteUrl: string,
): string | null {
  const slug = new URLSearchParams(search).get(PROJECT_PARAMETER);
  const project = slug === null ? undefined : projects.find((candidate) => candidate.slug === slug);
  if (!project) return null;
  return fillTemplate(template, { title: project.title, url: projectUrl(siteUrl, project.slug) });
}

/**
 * The query string without the `project` parameter ("" when nothing else is left): once the
 * opening sentence has been written, the address forgets the project, so that neither a reload
 * nor the way back writes it again over what the visitor has since changed.
 */
export function withoutProjectParameter(search: string): string {
  const parameters = new URLSearchParams(search);
  parameters.delete(PROJECT_PARAMETER);
  const rest = parameters.toString();
  return rest === "" ? "" : `?${rest}`;
}
