import { expect, test } from "./support/fixtures";
import { imageSize } from "./support/image-size";
import { SITE_URL, canonicalUrlOf, indexedPages, siteContent } from "./support/seo-content";
import { linksWithRel, readHead, served, servedPublic, single } from "./support/seo-head";
import { open } from "./support/site";

/**
 * What search engines, sharing cards and devices get from the production build beyond each
 * page's head (issue 7): titles and descriptions that differ from page to page, the sitemap,
 * robots.txt and the web app manifest with its icons. Each page's own head (title, description,
 * canonical address or robots, Open Graph and Twitter tags, JSON-LD), as served and once
 * hydrated, is checked route by route in routes.spec.ts.
 */

const pages = indexedPages();
const site = siteContent();

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
