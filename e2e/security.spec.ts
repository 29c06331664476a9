import { createHash } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { fillTemplate } from "../src/utils/fill-template";
import { content } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import { expectSameDocument, mainNav, markDocument, open } from "./support/site";
import { scrollToBottom } from "./support/page-checks";

/**
 * The Content-Security-Policy and caching headers as a visitor's browser gets them from the local
 * server, which applies public/_headers as the hosts do. The tables over _headers are jest's
 * (src/deploy/) and scripts/netlify-headers.test.ts's; a page loading without a violation is the
 * route matrix's; the contact form sending under the policy, contact.spec.ts's.
 */

const YEAR = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** What the browser fetches, by path, and how long it may keep each. */
const CACHING = [
  { kind: "a content-hashed script", path: /^\/[\w-]+-[0-9a-f]{20}\.js$/, rule: YEAR },
  { kind: "a content-hashed stylesheet", path: /^\/[\w-]+\.[0-9a-f]{20}\.css$/, rule: YEAR },
  { kind: "a /static image", path: /^\/static\/.+\.(avif|webp|jpe?g|png|svg)$/, rule: YEAR },
  { kind: "page data", path: /^\/page-data\/.+\.json$/, rule: REVALIDATE },
];

const [project] = content.projects();
if (!project) throw new Error("content/projects/ has no project");
const labels = content.gallery();
const galleryLink = content.site().navigation.find((link) => link.to === "/projects")?.label;

/** The policies of a Content-Security-Policy header: the baseline, then the page's own. */
const policiesOf = (header: string | undefined) => (header ?? "").split(/\s*,\s*/);

/** The text of every inline script in the document (JavaScript or module, no data blocks). */
function inlineScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src && ["", "text/javascript", "module"].includes(script.type))
      .map((script) => script.text),
  );
}

test("into the gallery, a linked filter and a lightbox: no violation, and the headers as the browser gets them", async ({
  page,
  request,
  baseURL,
}) => {
  const log = await recordSecurityLog(page);
  const received: Response[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(`${baseURL ?? "-"}/`)) received.push(response);
  });

  const home = await open(page, "/");
  expect(await inlineScripts(page), "Gatsby's own inline scripts are gone").toEqual([]);
  await test.step("client-side navigation into the gallery runs its head script under the policy", async () => {
    await markDocument(page);
    await mainNav(page).getByRole("link", { name: galleryLink, exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expectSameDocument(page);
    await scrollToBottom(page);
  });

  const gallery = await open(page, `/projects?category=${project.category}`);
  const ranInline = await inlineScripts(page); // the filter's, before the first paint
  await test.step("a linked filter, a project and its lightbox", async () => {
    await page.getByRole("main").getByRole("link", { name: project.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
    const openImage = fillTemplate(labels.openImage, { n: 1 });
    await page.getByRole("main").getByRole("button", { name: openImage, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: labels.lightbox.label, exact: true });
    await dialog.getByRole("button", { name: labels.lightbox.next, exact: true }).click();
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", project.images[1]?.alt ?? "-");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNoSecurityReports(log);
  });

  await test.step("the page's policy admits exactly the inline scripts the document ran", () => {
    const header = gallery?.headers()["content-security-policy"];
    const scriptSrc = /script-src ([^;]*)/.exec(policiesOf(header)[1] ?? "")?.[1]?.split(" ");
    expect(scriptSrc?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    const hashes = ranInline.map(
      (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc).toEqual(expect.arrayContaining(hashes));
  });

  await test.step("one policy over a baseline for every page; an unknown address gets the baseline", async () => {
    const pageHeader = home?.headers()["content-security-policy"];
    expect(policiesOf(pageHeader)).toHaveLength(2);
    expect(gallery?.headers()["content-security-policy"]).toBe(pageHeader);
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()["content-security-policy"]).toBe(policiesOf(pageHeader)[0]);
    expect((await request.get("/_headers")).status(), "_headers is not served").toBe(404);
  });

  await test.step("pages and their data are revalidated, hashed files and images kept a year", async () => {
    expect([home, gallery].map((response) => response?.headers()["cache-control"])).toEqual([
      REVALIDATE,
      REVALIDATE,
    ]);
    for (const { kind, path, rule } of CACHING) {
      const matching = received.filter((response) => path.test(new URL(response.url()).pathname));
      expect(matching.length, `${kind} fetched`).toBeGreaterThan(0);
      const rules = await Promise.all(matching.map((each) => each.headerValue("cache-control")));
      const wrong = matching.filter((_, index) => rules[index] !== rule).map((each) => each.url());
      expect(wrong, `${kind}: ${rule}`).toEqual([]);
    }
  });
});
