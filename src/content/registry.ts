import { aboutSource } from "./sources/about";
import { contactSource } from "./sources/contact";
import { ctaSource } from "./sources/cta";
import { gallerySource } from "./sources/gallery";
import { homeSource } from "./sources/home";
import { pagesSource } from "./sources/pages";
import { projectsSource } from "./sources/projects";
import { shortlistSource } from "./sources/shortlist";
import { siteSource } from "./sources/site";
import { servicesSource } from "./sources/services";
import { servicesPageSource } from "./sources/services-page";
import { slidesSource } from "./sources/slides";
import { stepsSource } from "./sources/steps";
import { testimonialsSource } from "./sources/testimonials";
import { valuesSource } from "./sources/values";
import type { ContentSource } from "./source";

/**
 * Every kind of YAML content the site reads. A new kind of content is one more module in
 * `sources/` added here: the content check, the GraphQL schema and the node type names follow.
 */
export const contentSources: readonly ContentSource[] = [
  siteSource,
  pagesSource,
  homeSource,
  slidesSource,
  testimonialsSource,
  ctaSource,
  servicesSource,
  servicesPageSource,
  stepsSource,
  aboutSource,
  valuesSource,
  contactSource,
  projectsSource,
  gallerySource,
  shortlistSource,
];

/** The source a YAML file belongs to, by its path relative to `content/`. */
export function sourceFor(
  relativePath: string,
  sources: readonly ContentSource[] = contentSources,
): ContentSource | undefined {
  const normalised = relativePath.split("\\").join("/");
  return sources.find((source) =>
    source.path.endsWith("/")
      ? normalised.startsWith(source.path) && !normalised.slice(source.path.length).includes("/")
      : normalised === source.path,
  );
}

/** gatsby-transformer-yaml's node type for a YAML file (unknown files are stopped by the content check). */
export function yamlTypeName(relativePath: string): string {
  return sourceFor(relativePath)?.typeName ?? "UnregisteredYaml";
}
