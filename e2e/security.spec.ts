import { createHash } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { contactContent } from "./support/contact-content";
import { expect, test } from "./support/fixtures";
import { fillLabel, galleryLabels, projectsInGalleryOrder } from "./support/gallery-content";
import { OUTBOX_URL, SEND_URL } from "./support/outbox";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import { mainNav, open } from "./support/site";

/**
 * The security headers and caching rules of issue 8, as the browser gets them from the local
 * server that applies public/_headers exactly as Netlify and Cloudflare Pages do: what visitors
 * do (navigate, filter, open the lightbox, send the form) runs under the Content-Security-Policy
 * without a single violation, and the responses carry the agreed headers. The agreed values are
 * stated literally. That every page loads, hydrates and scrolls without a violation, and that no
 * external link hands the site to the page it opens, is checked route by route in routes.spec.ts.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;
/** Every file of the public site isolates itself; only an unknown address's 404 answer does not. */
const OPENER_POLICY = { "cross-origin-opener-policy": "same-origin" } as const;
const DENIED_FEATURES = ["camera", "microphone", "geolocation", "payment", "usb"] as const;

const projects = projectsInGalleryOrder();
const PROJECT_PATHS = projects.map((project) => `/projects/${project.slug}`);

/** Brings every lazy part of the page in: images, lazily hydrated islands, prefetches. */
async function loadEverything(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
}

/**
 * The policies of a Content-Security-Policy header: the hosts join the values of the rules that
 * match a URL with ", " (the baseline of every response, then the page's own), and the browser
 * enforces each of them.
 */
function policiesOf(header: string | undefined): string[] {
  return (header ?? "").split(",").map((policy) => policy.trim());
}

/** A page's own policy: the last of its header, which the baseline before it admits whole. */
function ownPolicy(header: string | undefined): string {
  const policies = policiesOf(header);
  expect(policies).toHaveLength(2);
  return policies.at(-1) ?? "";
}

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== "")
      .map(([name, ...sources]) => [name, sources]),
  );
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The text of every inline script this document ran (JavaScript or module, no data blocks). */
async function inlineScriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src && ["", "text/javascript", "module"].includes(script.type))
      .map((script) => script.text),
  );
}

test.describe("Content-Security-Policy: no violation in what visitors do", () => {
  test("client-side navigation into the gallery runs its head script under the policy", async ({
    page,
  }) => {
    const log = await recordSecurityLog(page);
    await open(page, "/");
    await page.evaluate(() => {
      window.__marker = "same document";
    });
    await mainNav(page).getByRole("link", { name: "GALLERY", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.__marker)).toBe("same document");
    await loadEverything(page);
    await expectNoSecurityReports(log);
  });

  test("a linked gallery filter and a project's lightbox work under the policy", async ({
    page,
  }) => {
    const log = await recordSecurityLog(page);
    const [project] = projects;
    if (!project) throw new Error("content/projects/ has no project");
    await open(page, `/projects?category=${project.category}`);
    await page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(project.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
    const labels = galleryLabels();
    await page
      .getByRole("main")
      .getByRole("button", { name: fillLabel(labels.openImage, { n: 1 }), exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: labels.lightbox.label, exact: true });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: labels.lightbox.next, exact: true }).click();
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", project.images[1]?.alt ?? "");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNoSecurityReports(log);
  });

  test("the contact form sends an enquiry to the e-mail origin the policy names", async ({
    page,
  }) => {
    const log = await recordSecurityLog(page);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const response = await open(page, "/contact");
    const connectSrc = directivesOf(ownPolicy(response?.headers()["content-security-policy"])).get(
      "connect-src",
    );
    expect(connectSrc).toEqual(["'self'", OUTBOX_URL]);

    const { labels } = contactContent();
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(labels.fullName, { exact: true }).fill("Ira Visitor");
    await form.getByLabel(labels.email, { exact: true }).fill("visitor@example.com");
    await form
      .getByLabel(labels.message, { exact: true })
      .fill("We would like a calm, light reading corner in our flat.");
    const answered = page.waitForResponse(
      (sent) => sent.url() === SEND_URL && sent.request().method() === "POST",
    );
    await form.getByRole("button", { name: /Send/ }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => alerts).toEqual(["Message sent successfully!"]);
    await expectNoSecurityReports(log);
  });
});

test.describe("response headers", () => {
  function expectSecurityHeaders(response: APIResponse, site = true): void {
    const headers = response.headers();
    expect(headers).toMatchObject(SECURITY_HEADERS);
    if (site) expect(headers).toMatchObject(OPENER_POLICY);
    const permissions = headers["permissions-policy"] ?? "";
    for (const feature of DENIED_FEATURES) expect(permissions).toContain(`${feature}=()`);
    for (const policy of policiesOf(headers["content-security-policy"])) {
      expect(policy).toMatch(/^default-src 'self'; /);
    }
  }

  test("a page: the policy admits exactly its inline scripts, and it is revalidated", async ({
    page,
    request,
  }) => {
    const response = await open(page, "/about");
    const headers = response?.headers() ?? {};
    const directives = directivesOf(ownPolicy(headers["content-security-policy"]));
    const scriptSrc = directives.get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    const inline = await inlineScriptsOf(page);
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSrc).toEqual(expect.arrayContaining(inline.map(sha256Source)));
    expect(Object.fromEntries(directives)).toMatchObject({
      "default-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", OUTBOX_URL],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    });
    expect(headers["cache-control"]).toBe(REVALIDATE);
    expectSecurityHeaders(await request.get("/about"));
  });

  test("one policy for every page over one baseline; the 404 answer to an unknown address gets the baseline", async ({
    request,
  }) => {
    const headers = await Promise.all(
      ["/", "/about", "/projects", PROJECT_PATHS[0] ?? "/", "/no-such-page"].map(
        async (url) => (await request.get(url)).headers()["content-security-policy"],
      ),
    );
    const pages = headers.slice(0, -1);
    expect(new Set(pages).size).toBe(1);
    const [baseline, policy] = policiesOf(pages[0]);
    expect(headers.at(-1)).toBe(baseline);
    // The baseline admits all the page's policy does: together they are the page's policy.
    for (const [name, sources] of directivesOf(policy ?? "")) {
      expect(directivesOf(baseline ?? "").get(name), name).toEqual(expect.arrayContaining(sources));
    }
    expect(baseline).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    expectSecurityHeaders(notFound, false);
  });

  test("a content-hashed script and stylesheet are kept for a year", async ({ page, request }) => {
    await open(page, "/");
    const assets = await page.evaluate(() => [
      ...Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map(
        (script) => new URL(script.src).pathname,
      ),
      ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
        (link) => new URL(link.href).pathname,
      ),
    ]);
    expect(assets).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/),
        expect.stringMatching(/^\/framework-[0-9a-f]{20}\.js$/),
      ]),
    );
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe(IMMUTABLE);
      expectSecurityHeaders(response);
    }
  });

  test("a /static image is kept for a year", async ({ page, request }) => {
    await open(page, "/");
    const image = await page
      .locator('main img[src^="/static/"]')
      .first()
      .evaluate((element) => new URL((element as HTMLImageElement).src).pathname);
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  });

  test("page data and app data are revalidated on every use", async ({ request }) => {
    for (const url of [
      "/page-data/about/page-data.json",
      `/page-data${PROJECT_PATHS[0] ?? ""}/page-data.json`,
      "/page-data/app-data.json",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe(REVALIDATE);
    }
  });

  test("the hosts' configuration file itself is not served", async ({ request }) => {
    const response = await request.get("/_headers");
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("Content-Security-Policy:");
  });
});
