import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { canonicalUrlOf, localPathOf } from "./content";
import type { Route } from "./routes";

/**
 * What a page's head tells search engines and sharing cards, judged against content/. The tags'
 * exact mapping from content is the Seo component's jest test; here the built page is read as a
 * crawler gets it (the served HTML, no script run) and once hydrated.
 */
export interface Head {
  lang: string;
  titles: string[];
  /** Every `<meta>` by its `name` or `property`, each with all its values. */
  metas: Record<string, string[]>;
  links: { rel: string; href: string; type: string; sizes: string }[];
  jsonLd: string[];
}

/** The head of the open document, or of `html` parsed without running its scripts. */
export function readHead(page: Page, html: string | null = null): Promise<Head> {
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, "text/html");
    const metas: Record<string, string[]> = {};
    for (const meta of doc.head.querySelectorAll("meta")) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property");
      if (key) (metas[key] ??= []).push(meta.content);
    }
    return {
      lang: doc.documentElement.lang,
      titles: [...doc.head.querySelectorAll("title")].map((title) => title.text),
      metas,
      links: [...doc.head.querySelectorAll("link")].map((link) => ({
        rel: link.rel,
        href: link.getAttribute("href") ?? "",
        type: link.type,
        sizes: link.getAttribute("sizes") ?? "",
      })),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
    };
  }, html);
}

/** The one value of a meta tag, failing when it is missing or written twice. */
export function one(head: Head, key: string): string {
  const values = head.metas[key] ?? [];
  expect(values, `<meta> "${key}" appears exactly once`).toHaveLength(1);
  return values[0] ?? "";
}

export const linksWithRel = (head: Head, rel: string) =>
  head.links.filter((link) => link.rel.split(/\s+/).includes(rel));

/** The `@type` of each JSON-LD block (a block that is not JSON fails here). */
const jsonLdTypes = (head: Head) =>
  head.jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);

/** Fetches a file of the build by path, failing unless it is served. */
export async function served(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.body();
}

/** Every tag the route's head must hold, each once; the site-wide ones on every page. */
function expectTags(head: Head, route: Route): void {
  expect(head.lang).toBe("en");
  expect(one(head, "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
  expect(linksWithRel(head, "manifest")).toHaveLength(1);
  expect(one(head, "description").length).toBeGreaterThanOrEqual(50);
  if (!route.head) {
    expect(one(head, "robots")).toBe("noindex");
    expect(linksWithRel(head, "canonical")).toEqual([]);
    expect(head.jsonLd).toEqual([]);
    return;
  }
  const canonical = canonicalUrlOf(route.path);
  expect(head.titles).toEqual([route.head.title]);
  expect(one(head, "description")).toBe(route.head.description);
  expect(linksWithRel(head, "canonical").map((link) => link.href)).toEqual([canonical]);
  expect(head.metas.robots, "no robots tag keeps an indexed page out").toBeUndefined();
  expect(one(head, "og:title")).toBe(route.head.title);
  expect(one(head, "og:url")).toBe(canonical);
  expect(one(head, "twitter:card")).toBe("summary_large_image");
  expect(jsonLdTypes(head)).toEqual(route.head.jsonLdTypes);
}

/**
 * The head as served (what a crawler without JavaScript reads), its sharing picture a 1200 × 630
 * JPEG on the site; then the head once the app has taken over, every tag still once. Gatsby
 * replaces the server's tags a frame or two after hydration, so that one is awaited.
 */
export async function expectHead(page: Page, request: APIRequestContext, route: Route) {
  const response = await request.get(route.path);
  expect(response.status()).toBe(route.status);
  const head = await readHead(page, await response.text());
  expectTags(head, route);
  if (route.head) {
    const picture = await sharp(
      await served(request, localPathOf(one(head, "og:image"))),
    ).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(["jpeg", 1200, 630]);
  }
  await expect(async () => {
    expectTags(await readHead(page), route);
  }).toPass();
}
