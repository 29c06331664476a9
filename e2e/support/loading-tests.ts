import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import {
  expectContentImagesLoaded,
  expectLazyImages,
  expectNoLayoutShift,
  recordLayoutShifts,
  scrollToBottom,
} from "./page-checks";
import { DESKTOP, PHONE, open } from "./site";

/**
 * The loading and accessibility tests every long content page gets, at a phone and a desktop
 * width: lazy images that then load, CLS below 0.01 through loading and scrolling, and axe clean
 * with every image loaded. Call it inside the page's `test.describe`.
 */
export function loadingAndAccessibilityTests(path: string): void {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px no image is eager and every image below the fold is lazy, then loads`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      await expectLazyImages(page);
      await scrollToBottom(page);
      await expectContentImagesLoaded(page);
    });

    test(`at ${viewport.width} px CLS stays below 0.01 through loading and scrolling to the bottom`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await open(page, path);
      await page.waitForLoadState("networkidle");
      await scrollToBottom(page);
      await expectNoLayoutShift(page);
    });

    test(`is axe clean at ${viewport.width} px with every image loaded`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      await scrollToBottom(page);
      await expectNoAxeViolations(page, testInfo);
    });
  }
}
