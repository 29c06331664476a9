import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectHead } from "./support/head";
import {
  expectContentImagesLoaded,
  expectFontPreloadsMatchUse,
  expectImageLoadingHints,
  expectNoHorizontalOverflow,
  expectNoLayoutShift,
  expectSoundHeadingOutline,
  picturesBeforeLoad,
  recordLayoutShifts,
  scrollToBottom,
  warmWebFonts,
} from "./support/page-checks";
import { expectPicturesFitTheirSlots } from "./support/pictures";
import { ROUTES, type Route } from "./support/routes";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import {
  expectFooter,
  expectFooterLinkNavigatesToTop,
  expectLandmarks,
  expectMainNavigation,
  expectMenu,
  expectSafeExternalLinks,
  expectSkipLink,
} from "./support/shell";
import {
  DESKTOP,
  LIGHTHOUSE_PHONE,
  LIGHTHOUSE_PHONE_DPR,
  NARROW_PHONE,
  expectedErrorsFor,
  open,
} from "./support/site";

/**
 * The route matrix: every page of the site (the pages of content/pages.yaml, the 404 page at an
 * unknown address, every project page) against every page-wide rule, each once per route. A page
 * load costs most of a browser test's time, so each route gets one test that opens it at 1280 px
 * and then on Lighthouse's phone (412 px at DPR 1.75) and runs each width's checks on that load,
 * a step each. The fonts are in the cache first, so CLS measures the page's own layout however
 * busy the machine; the error guard fails on any console error, and no step may cause a
 * Content-Security-Policy violation. Each page's own behaviour is its page spec's.
 */

const describeRoute = (route: Route) => `${route.path}${route.status === 404 ? " (404)" : ""}`;

for (const route of ROUTES) {
  test.describe(describeRoute(route), () => {
    test.use({ expectedErrors: expectedErrorsFor(route) });

    test("every page-wide rule at 1280 px, on a phone and at 320 px", async ({
      page,
      request,
      browser,
    }, testInfo) => {
      test.slow();
      await warmWebFonts(page);
      const security = await recordSecurityLog(page);
      await recordLayoutShifts(page);
      await page.setViewportSize(DESKTOP);
      const response = await open(page, route.path);
      const at = `${DESKTOP.width} px`;

      await test.step(`${at}: responds ${route.status} under the Content-Security-Policy`, () => {
        expect(response?.status()).toBe(route.status);
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
      });
      await test.step(`${at}: the head as served to a crawler and once hydrated`, () =>
        expectHead(page, request, route));
      await test.step(`${at}: one h1, first, no heading level skipped`, () =>
        expectSoundHeadingOutline(page));
      await test.step(`${at}: landmarks, navigation (${route.current ?? "none"} current), footer, external links`, async () => {
        await expectLandmarks(page, route.navigations);
        await expectMainNavigation(page, route.current);
        await expectFooter(page);
        await expectSafeExternalLinks(page);
      });
      if (route.status === 404) {
        await test.step(`${at}: the 404 page offers ways back home and to the gallery`, async () => {
          await expect(page.locator('main a[href="/"]').first()).toBeVisible();
          await expect(page.locator('main a[href="/projects"]').first()).toBeVisible();
        });
      }
      await test.step(`${at}: only the LCP picture eager; scrolled down, every picture loads, CLS < 0.01`, async () => {
        await expectImageLoadingHints(page, route.priorityImageIn);
        await scrollToBottom(page);
        await expectContentImagesLoaded(page);
        await expectNoLayoutShift(page);
      });
      await test.step(`${at}: every picture's file fits its slot`, () =>
        expectPicturesFitTheirSlots(page, 1));
      await test.step(`${at}: axe clean`, () => expectNoAxeViolations(page, testInfo));
      await test.step(`${at}: the skip link comes first and moves focus to main`, async () => {
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await expectSkipLink(page);
      });
      if (route.current) {
        await test.step(`${at}: a footer link navigates in place and starts at the top`, () =>
          expectFooterLinkNavigatesToTop(page, route.path));
      }
      await expectNoSecurityReports(security);

      // Lighthouse's phone, in a context of its own (the pixel ratio is the context's).
      const phoneContext = await browser.newContext({
        viewport: LIGHTHOUSE_PHONE,
        deviceScaleFactor: LIGHTHOUSE_PHONE_DPR,
      });
      const phone = await phoneContext.newPage();
      const phoneSecurity = await recordSecurityLog(phone);
      await warmWebFonts(phone);
      await recordLayoutShifts(phone);
      await phone.goto(route.path, { waitUntil: "load" });
      const onPhone = `phone ${LIGHTHOUSE_PHONE.width} px`;

      await test.step(`${onPhone}: before the load event, no picture but the LCP one`, async () => {
        const lcp = route.priorityImageIn
          ? [
              await phone
                .locator(`${route.priorityImageIn} img`)
                .first()
                .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
            ]
          : [];
        expect(await picturesBeforeLoad(phone)).toEqual(lcp);
      });
      await test.step(`${onPhone}: preloads exactly the web fonts its text is set in`, () =>
        expectFontPreloadsMatchUse(phone));
      await test.step(`${onPhone}: only the LCP picture eager; scrolled down, every picture loads, CLS < 0.01`, async () => {
        await expectImageLoadingHints(phone, route.priorityImageIn);
        await scrollToBottom(phone);
        await expectContentImagesLoaded(phone);
        await expectNoLayoutShift(phone);
      });
      await test.step(`${onPhone}: every picture gets the smallest file that covers its slot`, () =>
        expectPicturesFitTheirSlots(phone, 0));
      await test.step(`${onPhone}: axe clean`, () => expectNoAxeViolations(phone, testInfo));
      await test.step(`${NARROW_PHONE.width} px: no horizontal overflow, at the bottom and the top`, async () => {
        await phone.setViewportSize(NARROW_PHONE);
        await expectNoHorizontalOverflow(phone);
        await phone.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await expectNoHorizontalOverflow(phone);
        await phone.setViewportSize(LIGHTHOUSE_PHONE);
      });
      await test.step(`${onPhone}: the menu opens, folds on Escape${route.current ? ", and navigates" : ""}`, async () => {
        await expectMenu(phone, route.current ? route.path : null);
        if (route.path === "/") {
          await phone.getByRole("navigation", { name: "Main" }).getByRole("button").click();
          await expectNoAxeViolations(phone, testInfo);
        }
      });
      await expectNoSecurityReports(phoneSecurity);
      await phoneContext.close();
    });
  });
}

test("without JavaScript every page shows every picture, each filling its box", async ({
  browser,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path, { waitUntil: "load" });
      const pictures = page.locator("main img[alt]:not([alt=''])");
      for (const img of await pictures.all()) {
        // The carousel's other slides are clipped until its buttons bring them in: no picture.
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        const { own, frame } = await img.evaluate((element) => {
          const size = (box: Element) => {
            const { width, height } = box.getBoundingClientRect();
            return { width: Math.round(width), height: Math.round(height) };
          };
          const outer = element.closest("noscript")?.parentElement?.parentElement ?? element;
          return { own: size(element), frame: size(outer) };
        });
        expect(own.height, "the picture is not flattened").toBeGreaterThan(20);
        expect(own, "the picture fills its frame").toEqual(frame);
      }
    });
  }
  await page.close();
});
