import type {
  Article,
  BreadcrumbList,
  CreativeWork,
  ImageObject,
  ProfessionalService,
  QuantitativeValue,
  Thing,
  WithContext,
} from "schema-dts";
import { AREA_UNIT_CODES, isAreaUnit } from "./area";
import { absoluteUrl } from "./site-url";
import { whatsappDigits } from "./whatsapp";

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
  /** The studio's number, international form as content/site.yaml holds it; null without one. */
  phone: string | null;
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
    // E.164, as schema.org's examples and search engines read a number: `+12125550142`.
    ...(studio.phone ? { telephone: `+${whatsappDigits(studio.phone)}` } : {}),
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

/** An article about a project elsewhere. */
export interface PressFacts {
  publication: string;
  title: string;
  url: string;
}

/**
 * A project of the gallery, as its `content/projects/<slug>.yaml` describes it. The facts after
 * `imagePaths` are optional there, and null when GraphQL finds none.
 */
export interface WorkFacts {
  name: string;
  description: string;
  /** The project page's path. */
  path: string;
  year: number;
  location: string;
  /** Paths of the project's photographs, in the page's order. */
  imagePaths: readonly string[];
  /** The floor area, in a unit of lib/area ("sq ft", "m²"). */
  area?: { readonly value: number; readonly unit: string } | null;
  /** What the studio did, one line each. */
  scope?: readonly string[] | null;
  /** Who took the photographs. */
  photographer?: string | null;
  press?: readonly PressFacts[] | null;
}

/** The area as a measured quantity, with the unit's UN/CEFACT code search engines read. */
function floorArea(area: { value: number; unit: string }): QuantitativeValue {
  return {
    "@type": "QuantitativeValue",
    value: area.value,
    unitText: area.unit,
    ...(isAreaUnit(area.unit) ? { unitCode: AREA_UNIT_CODES[area.unit] } : {}),
  };
}

/**
 * A project as a creative work by the studio, for its own page. The optional facts use the
 * schema.org properties that mean them on a CreativeWork:
 * - the area is its `size`, a QuantitativeValue with the unit's code;
 * - the scope of work is its `keywords`: short descriptions of what the work comprises (there
 *   is no "scope" property; `about` would name its subject, which a room is not);
 * - the photographer is credited where the credit belongs, on each photograph: an ImageObject
 *   with its `creator` and the `creditText` Google Images shows (the interior itself is the
 *   studio's work, so not a `contributor`);
 * - each press article is one of its `subjectOf`: an Article with its headline, address and
 *   publisher.
 * The duration of the works has no CreativeWork property (`timeRequired` is the time a reader
 * spends on a work), so it is shown on the page only.
 */
export function workStructuredData(
  siteUrl: string,
  work: WorkFacts,
  studioName: string,
): WithContext<CreativeWork> {
  const photographer = work.photographer;
  const images = work.imagePaths.map((path) => absoluteUrl(siteUrl, path));
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: work.name,
    description: work.description,
    url: absoluteUrl(siteUrl, work.path),
    image: photographer
      ? images.map((url): ImageObject => ({
          "@type": "ImageObject",
          contentUrl: url,
          creator: { "@type": "Person", name: photographer },
          creditText: photographer,
        }))
      : images,
    dateCreated: String(work.year),
    locationCreated: { "@type": "Place", name: work.location },
    creator: {
      "@type": STUDIO_TYPE,
      "@id": studioId(siteUrl),
      name: studioName,
      url: absoluteUrl(siteUrl, "/"),
    },
    ...(work.area ? { size: floorArea(work.area) } : {}),
    ...(work.scope && work.scope.length > 0 ? { keywords: [...work.scope] } : {}),
    ...(work.press && work.press.length > 0
      ? {
          subjectOf: work.press.map((article): Article => ({
            "@type": "Article",
            headline: article.title,
            url: article.url,
            publisher: { "@type": "Organization", name: article.publication },
          })),
        }
      : {}),
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
