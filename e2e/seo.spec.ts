import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { imageSize } from "./support/image-size";
import {
  type IndexedPage,
  SITE_URL,
  canonicalUrlOf,
  indexedPages,
  localPathOf,
  siteContent,
} from "./support/seo-content";
import { NOT_FOUND, expectedErrorsFor, open } from "./support/site";

/**
 * What search engines, sharing cards and devices get from the production build (issue 7): each
 * page's title, description, canonical address, Open Graph and Twitter tags and JSON-LD, the
 * sitemap, robots.txt and the web app manifest with its icons.
 */

const pages = indexedPages();
const site = siteContent();

/** The studio's schema.org type (schema.org has no interior-designer type; see structured-data.ts). */
const STUDIO_TYPE = "ProfessionalService";

interface HeadSnapshot {
  lang: string;
  titles: string[];
  /** Every `<meta>` in the head by its `name` or `property`, each with all its values. */
  metas: Record<string, string[]>;
  links: { rel: string; href: string; type: string; sizes: string }[];
  jsonLd: string[];
}

/** The document's head as it stands now. */
async function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const metas: Record<string, string[]> = {};
    for (const meta of Array.from(document.head.querySelectorAll("meta"))) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property");
      if (key) (metas[key] ??= []).push(meta.content);
    }
    return {
      lang: document.documentElement.lang,
      titles: Array.from(document.head.querySelectorAll("title")).map((title) => title.text),
      metas,
      links: Array.from(document.head.querySelectorAll("link")).map((link) => ({
        rel: link.rel,
        href: link.getAttribute("href") ?? "",
        type: link.type,
        sizes: link.getAttribute("sizes") ?? "",
      })),
      jsonLd: Array.from(
        document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
      ).map((script) => script.text),
    };
  });
}

/** The one value of a meta tag, failing when it is missing or written twice. */
function single(head: HeadSnapshot, key: string): string {
  const values = head.metas[key] ?? [];
  expect(values, `<meta> "${key}" appears exactly once`).toHaveLength(1);
  return values[0] ?? "";
}

function linksWithRel(head: HeadSnapshot, rel: string) {
  return head.links.filter((link) => link.rel.split(/\s+/).includes(rel));
}

type JsonLd = Record<string, unknown>;

function parseJsonLd(head: HeadSnapshot): JsonLd[] {
  return head.jsonLd.map((text) => JSON.parse(text) as JsonLd);
}

/** Fetches a file of the build by path and returns its bytes, failing unless it is served. */
async function served(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.body();
}

/** Fetches an address on the public site from the local build, failing unless it is served. */
async function servedPublic(request: APIRequestContext, url: string): Promise<Buffer> {
  return served(request, localPathOf(url));
}

/** Titles, descriptions, canonical address and sharing-card tags of one indexed page. */
function expectPageTags(head: HeadSnapshot, expected: IndexedPage) {
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
function expectSiteWideTagsOnce(head: HeadSnapshot) {
  expect(single(head, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
  expect(linksWithRel(head, "manifest")).toHaveLength(1);
  const icons = linksWithRel(head, "icon");
  expect(icons.map((icon) => icon.type).sort()).toEqual(["image/png", "image/svg+xml"]);
  expect(
    linksWithRel(head, "apple-touch-icon").filter((icon) => icon.sizes === "180x180"),
  ).toHaveLength(1);
}

async function expectStructuredData(
  request: APIRequestContext,
  head: HeadSnapshot,
  expected: IndexedPage,
) {
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
      const url = String(studio?.[field]);
      await servedPublic(request, url);
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
      expect(imageSize(bytes).format, String(url)).toBe("jpeg");
    }
  }
}

test.describe("as a crawler reads it (server-rendered head, no scripts)", () => {
  test.use({ javaScriptEnabled: false });

  for (const expected of pages) {
    test(`${expected.path}: title, description, canonical, sharing cards, JSON-LD`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      const head = await readHead(page);

      expectPageTags(head, expected);
      expectSiteWideTagsOnce(head);
      await expectStructuredData(request, head, expected);

      const picture = imageSize(await servedPublic(request, single(head, "og:image")));
      expect(picture).toEqual({ format: "jpeg", width: 1200, height: 630 });
    });
  }
});

test.describe("after the app has hydrated", () => {
  for (const expected of pages) {
    test(`${expected.path}: every tag still appears once`, async ({ page }) => {
      await open(page, expected.path);
      // Gatsby replaces the server's head tags with the app's a frame or two after hydration,
      // and React 19 hoists the new <title> before the old one is removed: for that moment
      // there are two. What must hold is the head once it has settled.
      await expect(async () => {
        const head = await readHead(page);
        expectPageTags(head, expected);
        expectSiteWideTagsOnce(head);
        expect(parseJsonLd(head).length).toBe(expected.kind === "project" ? 2 : 1);
      }).toPass({ timeout: 5_000 });
    });
  }
});

test("titles and descriptions differ from page to page", async ({ request }) => {
  const seen: { path: string; title: string; description: string }[] = [];
  for (const expected of pages) {
    const html = (await served(request, expected.path)).toString("utf8");
    seen.push({
      path: expected.path,
      title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
    });
  }
  const titles = seen.map((entry) => entry.title);
  const descriptions = seen.map((entry) => entry.description);
  expect(titles.every(Boolean), "every page has a title").toBe(true);
  expect(new Set(titles).size, `titles:\n${titles.join("\n")}`).toBe(seen.length);
  expect(new Set(descriptions).size, `descriptions:\n${descriptions.join("\n")}`).toBe(seen.length);
});

test.describe("the 404 page", () => {
  test.use({ expectedErrors: expectedErrorsFor(NOT_FOUND) });

  /** Kept out of search results: noindex, no canonical address, no breadcrumb trail. */
  function expectNotIndexed(head: HeadSnapshot) {
    expect(single(head, "robots")).toBe("noindex");
    expect(linksWithRel(head, "canonical")).toEqual([]);
    expect(parseJsonLd(head)).toEqual([]);
    expect(single(head, "description").length).toBeGreaterThanOrEqual(50);
    expectSiteWideTagsOnce(head);
  }

  test.describe("as served", () => {
    test.use({ javaScriptEnabled: false });

    test("asks not to be indexed", async ({ page }) => {
      const response = await page.goto(NOT_FOUND.path);
      expect(response?.status()).toBe(404);
      expectNotIndexed(await readHead(page));
    });
  });

  test("still asks not to be indexed once hydrated", async ({ page }) => {
    await open(page, NOT_FOUND.path);
    // the head settles a frame or two after hydration (see "after the app has hydrated")
    await expect(async () => {
      expectNotIndexed(await readHead(page));
    }).toPass({ timeout: 5_000 });
  });
});

/** The `<loc>` addresses of a sitemap or sitemap index. */
function locations(xml: string): string[] {
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1] ?? "");
}

test("the sitemap lists exactly the indexed pages at their canonical addresses", async ({
  request,
}) => {
  const index = (await served(request, "/sitemap-index.xml")).toString("utf8");
  expect(index).toContain("<sitemapindex");
  const sitemaps = locations(index);
  expect(sitemaps.length).toBeGreaterThan(0);

  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = (await servedPublic(request, sitemap)).toString("utf8");
    expect(xml).toContain("<urlset");
    listed.push(...locations(xml));
  }
  expect([...listed].sort()).toEqual(pages.map((entry) => canonicalUrlOf(entry.path)).sort());
  expect(listed.filter((url) => url.includes("404"))).toEqual([]);
});

test("robots.txt allows every crawler and points at the sitemap", async ({ request }) => {
  const robots = (await served(request, "/robots.txt")).toString("utf8");
  const lines = robots.split(/\r?\n/).map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines.filter((line) => /^sitemap:/i.test(line))).toEqual([
    `Sitemap: ${SITE_URL}/sitemap-index.xml`,
  ]);
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

test("the web app manifest is valid JSON whose icons load at their sizes", async ({
  page,
  request,
}) => {
  await open(page, "/");
  const head = await readHead(page);
  const [manifestLink] = linksWithRel(head, "manifest");
  const manifestUrl = new URL(manifestLink?.href ?? "", page.url());
  const manifest = JSON.parse(
    (await served(request, manifestUrl.pathname)).toString("utf8"),
  ) as Record<string, unknown>;

  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    display: "standalone",
    theme_color: single(head, "theme-color"),
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of icons) {
    const url = new URL(icon.src, manifestUrl);
    const size = imageSize(await served(request, `${url.pathname}${url.search}`));
    expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
    expect(`image/${size.format}`, icon.src).toBe(icon.type);
  }

  for (const link of [...linksWithRel(head, "icon"), ...linksWithRel(head, "apple-touch-icon")]) {
    const response = await request.get(link.href);
    expect(response.status(), link.href).toBe(200);
  }
});
