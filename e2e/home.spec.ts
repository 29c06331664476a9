import type { Locator, Page, Request } from "@playwright/test";
import { readEntries, readEntry } from "../src/content/read-content";
import { ctaSource } from "../src/content/sources/cta";
import { homeSource } from "../src/content/sources/home";
import { siteSource } from "../src/content/sources/site";
import { testimonialsSource } from "../src/content/sources/testimonials";
import { fillTemplate } from "../src/utils/fill-template";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectNoLayoutShift, recordLayoutShifts, scrollToBottom } from "./support/page-checks";
import { LIGHTHOUSE_PHONE, open } from "./support/site";
import { swipe } from "./support/touch";

/**
 * The home page as a visitor meets it (docs/pages.md, "Home"), on the production build: what only
 * a real browser shows. Each rule of the carousel and the testimonials, move by move, is in the
 * jest tests beside them; the page-wide rules are in routes.spec.ts.
 */

const home = readEntry(homeSource);
const labels = home.carousel;
const cta = readEntry(ctaSource);
const ROTATION_MS = 12_000;

const carousel = (page: Page) => page.getByRole("region", { name: labels.label, exact: true });
const button = (scope: Locator, name: string) => scope.getByRole("button", { name, exact: true });
const dot = (region: Locator, n: number) => button(region, fillTemplate(labels.goTo, { n }));
const slide1 = (region: Locator) =>
  region.getByRole("group", { name: "1 of 8", exact: true, includeHidden: true });

/** Slide `n` alone is exposed (the others `aria-hidden`, `inert`), its dot current, in place. */
async function expectShowing(region: Locator, n: number): Promise<void> {
  const state = () =>
    region.evaluate((element) => {
      const exposed = '[role="group"]:not([aria-hidden="true"][inert])';
      const names = (css: string) =>
        [...element.querySelectorAll(css)].map((e) => e.getAttribute("aria-label")).join();
      const x = (e: Element | null) => e?.getBoundingClientRect().x ?? NaN;
      const offset = Math.round(x(element.querySelector(exposed)) - x(element));
      return `${names(exposed)}, ${names("[aria-current]")}, offset ${offset}`;
    });
  await expect.poll(state).toBe(`${n} of 8, ${fillTemplate(labels.goTo, { n })}, offset 0`);
}

/** Each element's attributes, "-" where absent. */
const attributes = (locator: Locator, ...names: string[]) =>
  locator.evaluateAll(
    (all, names) => all.map((e) => names.map((name) => e.getAttribute(name) ?? "-").join(" ")),
    names,
  );

/** What keeps a picture from showing fully at once: it or a wrapper, up to its slide, faint or fading. */
const fading = (img: Locator) =>
  img.evaluate((element) => {
    const chain = [element];
    while (chain[0]?.getAttribute("role") !== "group" && chain[0]?.parentElement) {
      chain.unshift(chain[0].parentElement);
    }
    return chain
      .map((node) => getComputedStyle(node))
      .filter((s) => s.opacity !== "1" || /\b(opacity|all) (?!0s)/.test(s.transition))
      .map((s) => `opacity ${s.opacity}, transition ${s.transition}`);
  });

/** Runs the paused clock on, then lets React render what the fired timers queued (message tasks). */
async function runFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

test("a visitor lands, watches and steers the carousel, reads on and follows a link", async ({
  page,
}, testInfo) => {
  const main = page.getByRole("main");
  const region = carousel(page);
  const beforeLoad: string[] = [];
  const record = (request: Request) => beforeLoad.push(new URL(request.url()).pathname);
  page.on("request", record);
  page.once("load", () => page.off("request", record));
  // Time flows while Gatsby hydrates, then stops: from there on only runFor moves it.
  await page.clock.install();
  await open(page, "/");
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  }).toPass();

  await test.step("slide 1 shows at once, in AVIF, opaque, alone exposed; no other picture is fetched before the load event", async () => {
    const img = slide1(region).locator("picture img");
    await expect(img).toBeInViewport();
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.currentSrc))
      .toMatch(/\.avif$/);
    expect(await fading(img)).toEqual([]);
    await expect(region.getByRole("group")).toHaveAccessibleName("1 of 8");
    await expectShowing(region, 1);
    await page.waitForLoadState("load");
    const lcp = new URL(await img.evaluate((e: HTMLImageElement) => e.currentSrc)).pathname;
    expect(beforeLoad.filter((file) => /\.(avif|webp|jpe?g|png)$/.test(file))).toEqual([lcp]);
  });

  await test.step("it turns 12 s after the last move, and holds while the pointer is over it", async () => {
    await button(region, labels.next).dispatchEvent("click"); // neither hovers nor focuses
    await expectShowing(region, 2);
    await runFor(page, ROTATION_MS - 1);
    await expectShowing(region, 2);
    await runFor(page, 1);
    await expectShowing(region, 3);
    await region.hover();
    await runFor(page, 3 * ROTATION_MS);
    await expectShowing(region, 3);
    await page.getByRole("banner").hover();
    await runFor(page, ROTATION_MS);
    await expectShowing(region, 4);
  });

  const track = slide1(region).locator("..");
  await test.step("Previous, Next and the dots move it, wrapping; the track slides by a transform", async () => {
    const moves = [
      [dot(region, 1), 1],
      [button(region, labels.previous), 8],
      [button(region, labels.next), 1],
      [dot(region, 5), 5],
    ] as const;
    for (const [control, n] of moves) {
      await control.click();
      await expectShowing(region, n);
    }
    await expect(track).toHaveAttribute("style", /transform: ?translateX\(-400%\)/);
    await expect(track).toHaveCSS("transition-property", "transform");
  });

  await test.step("with reduced motion it neither slides nor turns, and its toggle offers Play", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(button(region, labels.play)).toBeVisible();
    const duration = await track.evaluate((e) =>
      parseFloat(getComputedStyle(e).transitionDuration),
    );
    expect(duration, "seconds the track takes to slide").toBeLessThan(0.01);
    await page.getByRole("banner").hover();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await runFor(page, 3 * ROTATION_MS);
    await expectShowing(region, 5);
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  await test.step("the sections follow the carousel in order, the get-in-touch block last", async () => {
    await expect(main.locator("section").first()).toHaveAccessibleName(labels.label);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      `${home.philosophy.kicker} ${home.philosophy.title}`,
      `${home.craftedBy.heading} ${readEntry(siteSource).name.toUpperCase()}`,
      home.services.heading,
      home.testimonials.heading,
      cta.heading,
    ]);
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(
      home.services.cards.map((card) => card.title),
    );
    await expect(main.getByText(cta.text, { exact: true })).toBeVisible();
  });

  await test.step("the testimonials: one at a time in a polite live region; Previous and Next wrap; never on their own", async () => {
    const { heading, next, previous, position } = home.testimonials;
    const section = main.locator("section").filter({ has: page.getByText(heading) });
    const testimonials = readEntries(testimonialsSource);
    await expect(section.getByRole("figure")).toHaveCount(1);
    for (const [move, n] of [
      ["", 1],
      [next, 2],
      [previous, 1],
      [previous, 4],
      ["", 4],
    ] as const) {
      if (move) await button(section, move).click();
      else await runFor(page, 5 * ROTATION_MS);
      const shown = section.locator('[aria-live="polite"]').getByRole("figure");
      await expect(shown).toHaveAccessibleName(testimonials[n - 1]?.title ?? "");
      await expect(section.getByText(fillTemplate(position, { n, count: 4 }))).toBeVisible();
    }
  });

  await test.step("axe finds nothing with the carousel paused on slide 3", async () => {
    await page.clock.resume();
    await button(region, labels.pause).click();
    await expect(button(region, labels.play)).toBeVisible();
    await dot(region, 3).click();
    await expectShowing(region, 3);
    await expectNoAxeViolations(page, testInfo);
  });

  for (const { label, purpose, to } of [
    home.philosophy.action,
    home.craftedBy.action,
    cta.action,
  ]) {
    await test.step(`${label}, named "${label} ${purpose}", leads to ${to} in the same document`, async () => {
      const link = main.getByRole("link", { name: `${label} ${purpose}`, exact: true });
      await expect(link).toHaveAttribute("href", to);
      // On screen only the words: the purpose is visually hidden (clipped to a pixel).
      expect((await link.getByText(purpose).boundingBox())?.width).toBeLessThanOrEqual(1);
      await page.evaluate(() => (window.__marker = "home"));
      await link.click();
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.__marker)).toBe("home");
      await page.goBack();
      await expect(region).toBeVisible();
    });
  }
});

test.describe("on a touch phone", () => {
  test.use({ viewport: LIGHTHOUSE_PHONE, hasTouch: true, isMobile: true });

  test("nothing shifts when the web fonts arrive after the first paint; swipes turn the slides", async ({
    page,
  }) => {
    // On a slow phone the fonts land after the first paint: font-display: swap lays the text
    // out again, which must move nothing.
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length,
      );
      await route.continue();
    });
    await recordLayoutShifts(page);
    await open(page, "/");
    await scrollToBottom(page);
    await expectNoLayoutShift(page);

    const region = carousel(page);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await button(region, labels.pause).tap(); // the swipes alone move it
    await dot(region, 1).tap();
    // From slide 1 a swipe right wraps to slide 8: the browser must not take it for "go back".
    for (const [direction, n] of [
      ["left", 2],
      ["right", 1],
      ["right", 8],
    ] as const) {
      await swipe(page, region.getByRole("group"), direction);
      await expectShowing(region, n);
    }
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML: slide 1's picture as the LCP image, shown opaque; slides 2 to 8 none", async ({
    page,
  }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(
      await attributes(
        region.getByRole("group", { includeHidden: true }),
        "aria-roledescription",
        "aria-label",
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `slide ${n} of 8`));
    await expect(region.locator('[aria-hidden="true"] :is(picture, img)')).toHaveCount(0);
    const parts = slide1(region).locator("picture > *");
    expect(await attributes(parts, "type", "loading", "fetchpriority")).toEqual([
      "image/avif - -",
      "image/webp - -",
      "- eager high",
    ]);
    for (const srcset of await attributes(parts, "srcset")) {
      expect(Math.max(...(srcset.match(/\d+(?=w\b)/g) ?? []).map(Number))).toBeGreaterThanOrEqual(
        721,
      );
    }
    const img = slide1(region).locator("picture img");
    await expect(img).toBeInViewport();
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth))
      .toBeGreaterThan(0);
    expect(await fading(img)).toEqual([]);
  });
});
