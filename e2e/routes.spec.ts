import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  expectContentImagesLoaded,
  expectImageLoadingHints,
  expectNoHorizontalOverflow,
  expectNoLayoutShift,
  expectSoundHeadingOutline,
  recordLayoutShifts,
  scrollToBottom,
  warmWebFonts,
} from "./support/page-checks";
import { judgeAllPictures } from "./support/responsive-images";
import { MATRIX_ROUTES, type MatrixRoute } from "./support/routes";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import {
  expectNotIndexed,
  expectPageTags,
  expectSharingPicture,
  expectSiteWideTagsOnce,
  expectStructuredData,
  parseJsonLd,
  readHead,
} from "./support/seo-head";
import {
  expectFooter,
  expectFooterLinkNavigatesToTop,
  expectLandmarks,
  expectLogo,
  expectMainNavigation,
  expectMenuButtonOnPhone,
  expectMenuLinkNavigatesAndCloses,
  expectNavigationOpenOnDesktop,
  expectSafeExternalLinks,
  expectSkipLink,
} from "./support/shell-checks";
import { DESKTOP, NARROW_PHONE, PHONE, expectedErrorsFor, open } from "./support/site";

/**
 * The route matrix (STYLE practice 14): every page of the site (the five pages, the 404 page at
 * an unknown address, every project page) against every page-wide rule, each checked once per
 * route. A page load, and a test's own set-up, cost most of a browser test's time, so each route
 * gets one test that opens it once per viewport and runs all of that viewport's checks on it, each
 * in its own step:
 *
 * - 1280 px: status, head as served and once hydrated (title, description, canonical or robots,
 *   sharing cards, JSON-LD), one h1 and heading levels, landmarks, navigation with its current
 *   page, logo, footer, external links, loading hints, then scrolling to the bottom: every image
 *   loads, CLS < 0.01, each picture's file fits its slot, axe clean; then the skip link and, from
 *   the five pages of the main navigation, a footer link's client-side navigation.
 * - 375 px, then narrowed to 320 px: loading hints, every image loads, CLS < 0.01, axe clean, no
 *   horizontal overflow at 320 px (bottom and top); the menu button opening and closing, and
 *   (from the five pages) a menu link's navigation.
 *
 * Throughout, the automatic error guard fails on any console error or uncaught exception, and
 * the page must cause no Content-Security-Policy violation. The web fonts are in the cache
 * before the loads (`warmWebFonts`), so CLS measures the page's own layout however busy the
 * machine. Page behaviour (carousel, filter, lightbox, form…) is left to each page's own spec.
 */

/** How many `srcset` candidates past the smallest sufficient one a desktop may take (image-sizes.spec.ts). */
const DESKTOP_STEPS_ABOVE = 1;

function describeRoute(route: MatrixRoute): string {
  return route.status === 404 ? `${route.path} (the 404 page)` : route.path;
}

for (const route of MATRIX_ROUTES) {
  test.describe(describeRoute(route), () => {
    test.use({ expectedErrors: expectedErrorsFor(route) });

    test("every page-wide rule, at 1280 px and then at 375 and 320 px", async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      await warmWebFonts(page);
      const security = await recordSecurityLog(page);
      await recordLayoutShifts(page);
      await page.setViewportSize(DESKTOP);
      const response = await open(page, route.path);
      const desktop = `${DESKTOP.width} px`;

      await test.step(`${desktop}: responds ${route.status} under the Content-Security-Policy`, () => {
        expect(response?.status()).toBe(route.status);
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
      });

      await test.step(`${desktop}: the head as served: what a crawler without JavaScript reads`, async () => {
        const served = await request.get(route.path);
        expect(served.status()).toBe(route.status);
        const head = await readHead(page, await served.text());
        expectSiteWideTagsOnce(head);
        if (route.seo) {
          expectPageTags(head, route.seo);
          await expectStructuredData(request, head, route.seo);
          await expectSharingPicture(request, head);
        } else {
          expectNotIndexed(head);
        }
      });

      await test.step(`${desktop}: the head once hydrated: every tag still once, JSON-LD parses`, async () => {
        // Gatsby replaces the server's head tags with the app's a frame or two after hydration,
        // and React 19 hoists the new <title> before the old one is removed: for that moment
        // there are two. What must hold is the head once it has settled.
        await expect(async () => {
          const head = await readHead(page);
          expectSiteWideTagsOnce(head);
          if (route.seo) {
            expectPageTags(head, route.seo);
            expect(parseJsonLd(head).length).toBe(route.seo.kind === "project" ? 2 : 1);
          } else {
            expectNotIndexed(head);
          }
        }).toPass({ timeout: 5_000 });
      });

      await test.step(`${desktop}: one h1, the first heading, and no heading level skipped`, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectSoundHeadingOutline(page);
      });

      await test.step(`${desktop}: landmarks: banner, main, contentinfo; navigation ${route.navigations.join(", ")}`, async () => {
        await expectLandmarks(page, route.navigations);
      });

      await test.step(`${desktop}: main navigation: five links shown, ${route.current ?? "none"} current, no menu button`, async () => {
        await expectMainNavigation(page, route.current);
        await expectNavigationOpenOnDesktop(page);
      });

      await test.step(`${desktop}: logo and footer`, async () => {
        await expectLogo(page);
        await expectFooter(page);
      });

      await test.step(`${desktop}: external links open a new tab without opener or referrer`, async () => {
        await expectSafeExternalLinks(page);
      });

      await test.step(`${desktop}: loading hints at the top: the LCP image alone eager, the rest lazy`, async () => {
        await expectImageLoadingHints(page, route.priorityImageIn);
      });

      await test.step(`${desktop}: scrolled to the bottom: every image loads, CLS stays below 0.01`, async () => {
        await scrollToBottom(page);
        await expectContentImagesLoaded(page);
        await expectNoLayoutShift(page);
      });

      await test.step(`${desktop}: every picture gets a file that fits its slot`, async () => {
        const { failures, knownOverserves } = await judgeAllPictures(
          page,
          route.path,
          DESKTOP_STEPS_ABOVE,
        );
        for (const description of knownOverserves) {
          testInfo.annotations.push({
            type: "known overserve (one sizes for every row share)",
            description,
          });
        }
        expect(failures, failures.join("\n")).toEqual([]);
      });

      await test.step(`${desktop}: axe clean with every image loaded`, async () => {
        await expectNoAxeViolations(page, testInfo);
      });

      await test.step(`${desktop}: the skip link comes first, shows on Tab and moves focus to main`, async () => {
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await expectSkipLink(page);
      });

      if (route.current) {
        await test.step(`${desktop}: a footer link navigates in place and the next page starts at the top`, async () => {
          await expectFooterLinkNavigatesToTop(page, route.path);
        });
      }

      // A fresh load at a phone width: layout shifts are recorded from its start again.
      await page.setViewportSize(PHONE);
      await open(page, route.path);
      const phone = `${PHONE.width} px`;

      await test.step(`${phone}: loading hints at the top: the LCP image alone eager, the rest lazy`, async () => {
        await expectImageLoadingHints(page, route.priorityImageIn);
      });

      await test.step(`${phone}: scrolled to the bottom: every image loads, CLS stays below 0.01`, async () => {
        await scrollToBottom(page);
        await expectContentImagesLoaded(page);
        await expectNoLayoutShift(page);
      });

      await test.step(`${phone}: axe clean with every image loaded`, async () => {
        await expectNoAxeViolations(page, testInfo);
      });

      await test.step(`${NARROW_PHONE.width} px: no horizontal overflow, at the bottom and the top`, async () => {
        // Only CSS lays the page out by width (no script reads it), so narrowing the loaded page
        // gives the layout a 320 px load gets, with every image already in.
        await page.setViewportSize(NARROW_PHONE);
        await expectNoHorizontalOverflow(page);
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await expectNoHorizontalOverflow(page);
        await page.setViewportSize(PHONE);
      });

      await test.step(`${phone}: the Menu button opens the links; Escape folds them and keeps focus`, async () => {
        await expectMenuButtonOnPhone(page);
      });

      if (route.current) {
        await test.step(`${phone}: a menu link navigates and the menu closes`, async () => {
          await expectMenuLinkNavigatesAndCloses(page, route.path);
        });
      }

      await test.step("no Content-Security-Policy violation at either width", async () => {
        await expectNoSecurityReports(security);
      });
    });
  });
}
