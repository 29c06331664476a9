import type {
  BreadcrumbList,
  CreativeWork,
  ProfessionalService,
  Thing,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "./site-url";

/**
 * Schema.org JSON-LD for search engines, built from content by small pure functions so that
 * tests can state exactly what each page says about itself. Every URL in it is absolute.
 */

/** One JSON-LD document, as a `<script type="application/ld+json">` holds it. */
export type JsonLdDocument = WithContext<Thing>;

/**
 * Schema.org has no interior-designer type: a studio selling design work is a professional
 * service (the type the site's brief names), and `additionalType` narrows it to interior
 * design with the Product Types Ontology's term, as schema.org advises for trades it does not
 * list.
 */
export const STUDIO_TYPE = "ProfessionalService";
export const INTERIOR_DESIGN = "http://www.productontology.org/id/Interior_design";

/** The studio, as `content/site.yaml` describes it. Paths are the site's own (`/static/…`). */
export interface StudioFacts {
  name: string;
  description: string;
  founded: number;
  founder: { name: string; jobTitle: string };
  email: string;
  /** The studio's profiles elsewhere (Instagram, LinkedIn). */
  sameAs: readonly string[];
  logoPath: string;
  imagePath: string;
}

/** The id other documents use to name the studio (a project's creator) without repeating it. */
export function studioId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#studio`;
}

/** The studio in full, for the home page. */
export function studioStructuredData(
  siteUrl: string,
  studio: StudioFacts,
): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": STUDIO_TYPE,
    "@id": studioId(siteUrl),
    additionalType: INTERIOR_DESIGN,
    name: studio.name,
    url: absoluteUrl(siteUrl, "/"),
    description: studio.description,
    foundingDate: String(studio.founded),
    founder: { "@type": "Person", name: studio.founder.name, jobTitle: studio.founder.jobTitle },
    email: studio.email,
    sameAs: [...studio.sameAs],
    logo: absoluteUrl(siteUrl, studio.logoPath),
    image: absoluteUrl(siteUrl, studio.imagePath),
  };
}

/** One step of a breadcrumb trail: the page's short name and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this one (`Home › Gallery › Laterite Villa in Assagao`). */
export function breadcrumbStructuredData(
  siteUrl: string,
  trail: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** A project of the gallery, as its `content/projects/<slug>.yaml` describes it. */
export interface WorkFacts {
  name: string;
  description: string;
  /** The project page's path. */
  path: string;
  year: number;
  location: string;
  /** Paths of the project's photographs, in the page's order. */
  imagePaths: readonly string[];
}

/** A project as a creative work by the studio, for its own page. */
export function workStructuredData(
  siteUrl: string,
  work: WorkFacts,
  studioName: string,
): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: work.name,
    description: work.description,
    url: absoluteUrl(siteUrl, work.path),
    image: work.imagePaths.map((path) => absoluteUrl(siteUrl, path)),
    dateCreated: String(work.year),
    locationCreated: { "@type": "Place", name: work.location },
    creator: {
      "@type": STUDIO_TYPE,
      "@id": studioId(siteUrl),
      name: studioName,
      url: absoluteUrl(siteUrl, "/"),
    },
  };
}

/** Characters that could end the `<script>` element or confuse an HTML parser inside it. */
const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline `<script type="application/ld+json">`: the same value once parsed, but
 * with no `<` in the text, so copy such as `</script>` in a YAML field cannot end the element.
 */
export function serializeJsonLd(document: JsonLdDocument): string {
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}
