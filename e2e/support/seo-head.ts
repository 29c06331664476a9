import sharp from "sharp";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { imageSize } from "./image-size";
import {
  type IndexedPage,
  SITE_URL,
  canonicalUrlOf,
  localPathOf,
  siteContent,
} from "./seo-content";

/**
 * What a page's head tells search engines and sharing cards (issue 7), read from a document and
 * judged against what content/*.yaml says it should be: title, description, canonical address,
 * Open Graph and Twitter tags, the site-wide tags, and the JSON-LD. The route matrix checks it
 * on the server's HTML (what a crawler reads) and once the app has hydrated.
 */

const site = siteContent();

/** The studio's schema.org type (schema.org has no interior-designer type; see structured-data.ts). */
export const STUDIO_TYPE = "ProfessionalService";

export interface HeadSnapshot {
  lang: string;
  titles: string[];
  /** Every `<meta>` in the head by its `name` or `property`, each with all its values. */
  metas: Record<string, string[]>;
  links: { rel: string; href: string; type: string; sizes: string }[];
  jsonLd: string[];
}

/**
 * The head of the page's document as it stands now or, given `html`, of that HTML as the server
 * sent it (parsed in the page without running a script, as a crawler without JavaScript reads it).
 */
export async function readHead(page: Page, html: string | null = null): Promise<HeadSnapshot> {
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, "text/html");
    const metas: Record<string, string[]> = {};
    for (const meta of Array.from(doc.head.querySelectorAll("meta"))) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property");
      if (key) (metas[key] ??= []).push(meta.content);
    }
    return {
      lang: doc.documentElement.lang,
      titles: Array.from(doc.head.querySelectorAll("title")).map((title) => title.text),
      metas,
      links: Array.from(doc.head.querySelectorAll("link")).map((link) => ({
        rel: link.rel,
        href: link.getAttribute("href") ?? "",
        type: link.type,
        sizes: link.getAttribute("sizes") ?? "",
      })),
      jsonLd: Array.from(
        doc.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
      ).map((script) => script.text),
    };
  }, html);
}

/** The one value of a meta tag, failing when it is missing or written twice. */
export function single(head: HeadSnapshot, key: string): string {
  const values = head.metas[key] ?? [];
  expect(values, `<meta> "${key}" appears exactly once`).toHaveLength(1);
  return values[0] ?? "";
}

export function linksWithRel(head: HeadSnapshot, rel: string) {
  return head.links.filter((link) => link.rel.split(/\s+/).includes(rel));
}

type JsonLd = Record<string, unknown>;

/** Every JSON-LD block of the head, parsed (a block that is not JSON fails here). */
export function parseJsonLd(head: HeadSnapshot): JsonLd[] {
  return head.jsonLd.map((text) => JSON.parse(text) as JsonLd);
}

/** Fetches a file of the build by path and returns its bytes, failing unless it is served. */
export async function served(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.body();
}

/** Fetches an address on the public site from the local build, failing unless it is served. */
export async function servedPublic(request: APIRequestContext, url: string): Promise<Buffer> {
  return served(request, localPathOf(url));
}

/** Titles, descriptions, canonical address and sharing-card tags of one indexed page. */
export function expectPageTags(head: HeadSnapshot, expected: IndexedPage): void {
  const canonical = canonicalUrlOf(expected.path);

  expect(head.lang).toBe("en");
  expect(head.titles).toEqual([expected.title]);
  const description = single(head, "description");
  expect(description).toBe(expected.description);
  expect(description.length).toBeGreaterThanOrEqual(50);
  expect(description.length).toBeLessThanOrEqual(160);

  const canonicals = linksWithRel(head, "canonical");
  expect(canonicals.map((link) => link.href)).toEqual([canonical]);
  expect(head.metas.robots, "no robots tag keeps an indexed page out").toBeUndefined();

  expect(single(head, "og:type")).toBe(expected.kind === "project" ? "article" : "website");
  expect(single(head, "og:site_name")).toBe(site.name);
  expect(single(head, "og:locale")).toBe(site.locale);
  expect(single(head, "og:title")).toBe(expected.title);
  expect(single(head, "og:description")).toBe(expected.description);
  expect(single(head, "og:url")).toBe(canonical);
  expect(single(head, "og:image")).toMatch(new RegExp(`^${SITE_URL}/.+\\.jpg$`));
  expect(single(head, "og:image:width")).toBe("1200");
  expect(single(head, "og:image:height")).toBe("630");
  expect(single(head, "og:image:alt")).toMatch(/\S/);

  expect(single(head, "twitter:card")).toBe("summary_large_image");
  expect(single(head, "twitter:title")).toBe(expected.title);
  expect(single(head, "twitter:description")).toBe(expected.description);
  expect(single(head, "twitter:image")).toBe(single(head, "og:image"));
  expect(single(head, "twitter:image:alt")).toBe(single(head, "og:image:alt"));
}

/** Tags that are the same on every page and must appear once each (one source: the manifest plugin). */
export function expectSiteWideTagsOnce(head: HeadSnapshot): void {
  expect(single(head, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
  expect(linksWithRel(head, "manifest")).toHaveLength(1);
  const icons = linksWithRel(head, "icon");
  expect(icons.map((icon) => icon.type).sort()).toEqual(["image/png", "image/svg+xml"]);
  expect(
    linksWithRel(head, "apple-touch-icon").filter((icon) => icon.sizes === "180x180"),
  ).toHaveLength(1);
}

/** The 404 page stays out of search results: noindex, no canonical address, no breadcrumb trail. */
export function expectNotIndexed(head: HeadSnapshot): void {
  expect(single(head, "robots")).toBe("noindex");
  expect(linksWithRel(head, "canonical")).toEqual([]);
  expect(parseJsonLd(head)).toEqual([]);
  expect(single(head, "description").length).toBeGreaterThanOrEqual(50);
  expectSiteWideTagsOnce(head);
}

/** The sharing picture is a 1200 x 630 JPEG the build serves at the address the tags give. */
export async function expectSharingPicture(
  request: APIRequestContext,
  head: HeadSnapshot,
): Promise<void> {
  const picture = imageSize(await servedPublic(request, single(head, "og:image")));
  expect(picture).toEqual({ format: "jpeg", width: 1200, height: 630 });
}

/**
 * The JSON-LD of one indexed page: the studio on the home page (its logo and image served), a
 * breadcrumb trail elsewhere, and on a project page also a CreativeWork whose images are JPEGs
 * the build serves.
 */
export async function expectStructuredData(
  request: APIRequestContext,
  head: HeadSnapshot,
  expected: IndexedPage,
): Promise<void> {
  const documents = parseJsonLd(head);
  for (const document of documents) expect(document["@context"]).toBe("https://schema.org");
  const types = documents.map((document) => document["@type"]);

  if (expected.kind === "home") {
    expect(types).toEqual([STUDIO_TYPE]);
    const [studio] = documents;
    expect(studio).toMatchObject({
      name: site.name,
      url: `${SITE_URL}/`,
      description: site.description,
      foundingDate: String(site.founded),
      founder: { "@type": "Person", name: site.designer.name, jobTitle: site.designer.role },
      email: site.email,
      sameAs: site.social.map((profile) => profile.url),
    });
    for (const field of ["logo", "image"] as const) {
      await servedPublic(request, String(studio?.[field]));
    }
    return;
  }

  expect(types).toEqual(
    expected.kind === "project" ? ["BreadcrumbList", "CreativeWork"] : ["BreadcrumbList"],
  );
  expect(documents[0]).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: expected.trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrlOf(crumb.path),
    })),
  });

  if (expected.project) {
    const work = documents[1];
    expect(work).toMatchObject({
      name: expected.project.title,
      description: expected.project.summary,
      url: canonicalUrlOf(expected.path),
      dateCreated: String(expected.project.year),
      locationCreated: { "@type": "Place", name: expected.project.location },
      creator: { "@type": STUDIO_TYPE, "@id": `${SITE_URL}/#studio`, name: site.name },
    });
    const images = work?.image;
    expect(Array.isArray(images) ? images : []).toHaveLength(expected.project.imageCount);
    for (const image of Array.isArray(images) ? (images as unknown[]) : []) {
      // A plain address, or an ImageObject crediting the photographer (its contentUrl).
      const url =
        typeof image === "object" && image !== null && "contentUrl" in image
          ? image.contentUrl
          : image;
      const bytes = await servedPublic(request, String(url));
      // The photograph's largest file, as the lightbox shows it (the site's pictures are WebP).
      expect((await sharp(bytes).metadata()).format, String(url)).toBe("webp");
    }
  }
}
