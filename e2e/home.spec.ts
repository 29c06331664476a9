import type { Locator, Page } from "@playwright/test";
import { fillTemplate } from "../src/utils/fill-template";
import { expectNoAxeViolations } from "./support/axe";
import { content } from "./support/content";
import { expect, test } from "./support/fixtures";
import {
  expectNoLayoutShift,
  expectPicturesLoaded,
  fontsAfterFirstPaint,
  recordLayoutShifts,
  scrollToBottom,
} from "./support/page-checks";
import { LIGHTHOUSE_PHONE, expectSameDocument, markDocument, open } from "./support/site";
import { swipe } from "./support/touch";

// The home page as a visitor meets it (docs/pages.md, "Home"): what only a real browser shows.
// The carousel's and the testimonials' rules, move by move, are in the jest tests beside them.

const home = content.home();
const labels = home.carousel;
const cta = content.cta();
const ROTATION_MS = 12_000;
const WIDE = /\b(72[1-9]|7[3-9]\d|[89]\d\d|[1-9]\d{3,})w\b/; // a srcset candidate of 721 px or more

const carousel = (page: Page) => page.getByRole("region", { name: labels.label, exact: true });
const button = (scope: Locator, name: string) => scope.getByRole("button", { name, exact: true });
const dot = (region: Locator, n: number) => button(region, fillTemplate(labels.goTo, { n }));
const firstPicture = (region: Locator) => region.locator("picture").first(); // slide 1's

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

/** Slide 1's picture loads and shows fully opaque at once, not fading in; returns its file. */
async function expectShownAtOnce(region: Locator): Promise<string> {
  const picture = firstPicture(region);
  const img = picture.locator("img");
  await expect(img).toBeInViewport();
  await expectPicturesLoaded(img);
  for (const part of [picture, img]) {
    await expect(part).toHaveCSS("opacity", "1");
    await expect(part).toHaveCSS("transition-duration", "0s");
  }
  return img.evaluate((e: HTMLImageElement) => new URL(e.currentSrc).pathname);
}

/** Runs the paused clock on, then lets React render what the fired timers queued (a message task). */
async function runFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = resolve;
        port2.postMessage(null);
      }),
  );
}

test("a visitor lands, steers the carousel, reads on, leaves", async ({ page }, testInfo) => {
  const main = page.getByRole("main");
  const region = carousel(page);
  // Time flows while Gatsby hydrates, then stops: from there on only runFor moves it.
  await page.clock.install();
  await open(page, "/");
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  }).toPass();

  await test.step("a carousel of 8 slides; slide 1 alone exposed, shown at once in AVIF", async () => {
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region.getByRole("group", { includeHidden: true })).toHaveCount(8);
    await expect(region.getByRole("group")).toHaveAccessibleName("1 of 8");
    await expect(region.getByRole("heading", { level: 1 })).toBeVisible(); // the page's h1
    await expectShowing(region, 1);
    expect(await expectShownAtOnce(region)).toMatch(/\.avif$/);
  });

  const track = firstPicture(region).locator("../..");
  await test.step("Previous, Next and the dots move it, wrapping; the track slides by a transform", async () => {
    const { previous, next } = labels;
    for (const [control, n] of [
      [dot(region, 1), 1],
      [button(region, previous), 8],
      [button(region, next), 1],
      [dot(region, 5), 5],
    ] as const) {
      await control.click();
      await expectShowing(region, n);
    }
    await expect(track).toHaveAttribute("style", /transform: ?translateX\(-400%\)/);
    await expect(track).toHaveCSS("transition-property", "transform");
  });

  await test.step("with reduced motion it neither slides nor turns, and its toggle offers Play", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(button(region, labels.play)).toBeVisible();
    const seconds = await track.evaluate((e) => parseFloat(getComputedStyle(e).transitionDuration));
    expect(seconds, "the slide's transition").toBeLessThan(0.01);
    await page.getByRole("banner").hover();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await runFor(page, 3 * ROTATION_MS);
    await expectShowing(region, 5);
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  await test.step("the sections follow in order, the get-in-touch block last", async () => {
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      `${home.philosophy.kicker} ${home.philosophy.title}`,
      `${home.craftedBy.heading} ${content.site().name.toUpperCase()}`,
      home.services.heading,
      home.testimonials.heading,
      cta.heading,
    ]);
    await expect(main.getByText(cta.text, { exact: true })).toBeVisible();
  });

  await test.step("axe finds nothing with the carousel paused on slide 3", async () => {
    await page.clock.resume();
    await button(region, labels.pause).click();
    await expect(button(region, labels.play)).toBeVisible();
    await dot(region, 3).click();
    await expectShowing(region, 3);
    await expectNoAxeViolations(page, testInfo);
  });

  const actions = [home.philosophy.action, home.craftedBy.action, cta.action];
  for (const { label, purpose, to } of actions) {
    await test.step(`${label}, named "${label} ${purpose}", leads to ${to} in the same document`, async () => {
      const link = main.getByRole("link", { name: `${label} ${purpose}`, exact: true });
      // Only the words show: the purpose is clipped to a pixel (polled: once boxless under load).
      const box = () => link.getByText(purpose).boundingBox();
      await expect.poll(async () => (await box())?.width ?? 1e6).toBeLessThanOrEqual(1);
      await markDocument(page);
      await link.click();
      await page.waitForURL((url) => url.pathname === to);
      await expectSameDocument(page);
      await page.goBack();
      await expect(region).toBeVisible();
    });
  }
});

test.describe("on a touch phone", () => {
  test.use({ viewport: LIGHTHOUSE_PHONE, hasTouch: true, isMobile: true });

  test("late web fonts shift nothing; swipes turn the slides", async ({ page }) => {
    await fontsAfterFirstPaint(page);
    await recordLayoutShifts(page);
    await open(page, "/");
    await scrollToBottom(page);
    await expectNoLayoutShift(page);

    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await button(region, labels.pause).tap(); // the swipes alone move it
    await dot(region, 1).tap();
    await expectShowing(region, 1); // at rest, where the swipes start from
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

  test("the server's HTML holds slide 1's picture, no other", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region.locator("picture")).toHaveCount(1);
    // AVIF, then the img in WebP: eager, high priority; each with a file 721 px wide or more.
    const part = (css: string) => firstPicture(region).locator(css);
    await expect(part("source")).toHaveAttribute("type", "image/avif");
    await expect(part("img")).toHaveAttribute("srcset", /^\/static\/[^ ]+\.webp /);
    await expect(part("img")).toHaveAttribute("loading", "eager");
    await expect(part("img")).toHaveAttribute("fetchpriority", "high");
    for (const css of ["source", "img"]) await expect(part(css)).toHaveAttribute("srcset", WIDE);
    expect(await expectShownAtOnce(region)).toMatch(/\.avif$/);
  });
});
