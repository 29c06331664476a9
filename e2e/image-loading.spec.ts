import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { MATRIX_ROUTES } from "./support/routes";
import { LIGHTHOUSE_PHONE, LIGHTHOUSE_PHONE_DPR, expectedErrorsFor } from "./support/site";

/**
 * What a phone fetches before the load event (DECISIONS §8, issue 17): the page's code, fonts and
 * its one LCP image, and no picture below the fold, which would share the phone's bandwidth with
 * them (Chrome's native lazy distance alone fetches the pictures under the first screen). Without
 * JavaScript every picture still shows, from the HTML's `<noscript>`.
 */

const pathOf = (url: string) => new URL(url).pathname;

/** Every picture file the page requested before its load event began. */
async function picturesBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /\.(avif|webp|jpe?g|png)$/i.test(new URL(entry.name).pathname))
      .filter((entry) => entry.startTime < loadStart)
      .map((entry) => entry.name);
  });
}

test.describe("a phone fetches no picture below the fold before the load event", () => {
  test.use({ viewport: LIGHTHOUSE_PHONE, deviceScaleFactor: LIGHTHOUSE_PHONE_DPR });
  for (const route of MATRIX_ROUTES) {
    test.describe(route.path, () => {
      test.use({ expectedErrors: expectedErrorsFor(route) });
      test(`only its LCP picture, if any`, async ({ page }) => {
        await page.goto(route.path, { waitUntil: "load" });
        const early = (await picturesBeforeLoad(page)).map(pathOf);
        const lcp = route.priorityImageIn
          ? [
              pathOf(
                await page
                  .locator(route.priorityImageIn)
                  .first()
                  .locator("img")
                  .first()
                  .evaluate((img: HTMLImageElement) => img.currentSrc),
              ),
            ]
          : [];
        expect(early, "pictures requested before the load event").toEqual(lcp);
        // After the load event every picture is in the page, and the ones near the first screen load.
        await expect(page.locator("main picture img").first()).toBeAttached();
      });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ["/", "/about", "/projects/koregaon-park-apartment-renovation"]) {
    test(`${path} shows every picture, each filling its box`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      const pictures = page.locator("main img[alt]");
      expect(await pictures.count()).toBeGreaterThan(3);
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect(img).toBeVisible();
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        const [own, frame] = await img.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const outer = element.closest("noscript")?.parentElement?.parentElement ?? element;
          const frameBox = outer.getBoundingClientRect();
          return [
            { width: Math.round(box.width), height: Math.round(box.height) },
            { width: Math.round(frameBox.width), height: Math.round(frameBox.height) },
          ];
        });
        expect(own.height, "the picture is not flattened").toBeGreaterThan(20);
        expect(own, "the picture fills its frame").toEqual(frame);
      }
    });
  }
});
