import sharp from "sharp";
import { SITE_URL, canonicalUrlOf, content, localPathOf } from "./support/content";
import { expect, test } from "./support/fixtures";
import { linksWithRel, one, readHead, served } from "./support/head";
import { INDEXED_PATHS } from "./support/routes";

/**
 * What search engines and devices get from the build beyond each page's head (which the route
 * matrix checks): the sitemap, robots.txt, and the web app manifest with its icons. That no two
 * pages share a title or description is a test of the content (check-content.test.ts).
 */

const text = async (request: Parameters<typeof served>[0], path: string) =>
  (await served(request, path)).toString("utf8");

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

test("the sitemap lists exactly the indexed pages at their canonical addresses", async ({
  request,
}) => {
  const listed: string[] = [];
  for (const sitemap of locations(await text(request, "/sitemap-index.xml"))) {
    listed.push(...locations(await text(request, localPathOf(sitemap))));
  }
  expect(listed.sort()).toEqual(INDEXED_PATHS.map(canonicalUrlOf).sort());
});

test("robots.txt allows every crawler and points at the sitemap", async ({ request }) => {
  const lines = (await text(request, "/robots.txt")).split(/\r?\n/).map((line) => line.trim());
  expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /"]));
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines.filter((line) => /^sitemap:/i.test(line))).toEqual([
    `Sitemap: ${SITE_URL}/sitemap-index.xml`,
  ]);
});

test("the web app manifest names the studio, and its icons load at their sizes", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const head = await readHead(page);
  const manifestUrl = new URL(linksWithRel(head, "manifest")[0]?.href ?? "", page.url());
  const manifest = JSON.parse(await text(request, manifestUrl.pathname)) as {
    icons: { src: string; sizes: string; type: string }[];
  } & Record<string, unknown>;
  const site = content.site();
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    display: "standalone",
    theme_color: one(head, "theme-color"),
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, manifestUrl);
    const { width, height, format } = await sharp(
      await served(request, `${url.pathname}${url.search}`),
    ).metadata();
    expect([`${width}x${height}`, `image/${format}`], icon.src).toEqual([icon.sizes, icon.type]);
  }
  for (const link of [...linksWithRel(head, "icon"), ...linksWithRel(head, "apple-touch-icon")]) {
    expect((await request.get(link.href)).status(), link.href).toBe(200);
  }
});
