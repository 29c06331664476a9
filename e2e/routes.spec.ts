import {
  devices,
  type BrowserContextOptions,
  type PlaywrightWorkerArgs as WorkerArgs,
  type Page,
  type TestInfo,
  type WorkerFixture,
} from "@playwright/test";
import { LIMITS } from "../src/content/fields";
import { expectNoAxeViolations } from "./support/axe";
import { test as base, expect, guardErrors, recordErrors } from "./support/fixtures";
import { expectHead } from "./support/head";
import {
  expectFontPreloadsMatchUse,
  expectImageLoadingHints,
  expectNoHorizontalOverflow,
  expectNoLayoutShift,
  expectPicturesLoaded,
  expectSoundHeadingOutline,
  fontsAfterFirstPaint,
  picturesBeforeLoad,
  recordLayoutShifts,
  scrollToBottom,
} from "./support/page-checks";
import { expectPicturesFitTheirSlots } from "./support/pictures";
import { MAIN_NAV, ROUTES, type Route } from "./support/routes";
import { expectNoSecurityReports, recordSecurityLog, type SecurityLog } from "./support/security";
import * as shell from "./support/shell";
import {
  DESKTOP,
  LIGHTHOUSE_PHONE,
  LIGHTHOUSE_PHONE_DPR,
  NARROW_PHONE,
  expectedErrorsFor,
  mainNav,
  open,
} from "./support/site";

/**
 * The route matrix: every page (content/pages.yaml's, the 404 page, every project's) against every
 * page-wide rule, one test per route (a load costs most of its time): at 1280 px, on Lighthouse's
 * phone (412 px at DPR 1.75, then 320 px) and without JavaScript, a step per check. Fonts are
 * cached first, so CLS is the page's own however busy the machine; a console error or policy
 * violation fails. The three tabs (a context each: the pixel ratio is one) are opened once per
 * worker, as a context per test cost a third of the matrix's CPU; a failed test gets a new worker.
 */
interface Tab {
  page: Page;
  errors: string[];
  security: SecurityLog;
}
const tab = (own: BrowserContextOptions): [WorkerFixture<Tab, WorkerArgs>, { scope: "worker" }] => [
  async ({ browser }, use, { project }) => {
    const options = { ...devices["Desktop Chrome"], baseURL: project.use.baseURL, ...own };
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const opened = { page, errors: recordErrors(page), security: await recordSecurityLog(page) };
    // The script that tells when the page has painted cannot run in the tab without JavaScript.
    if (own.javaScriptEnabled !== false) await fontsAfterFirstPaint(page);
    await recordLayoutShifts(page);
    await use(opened);
    await context.close();
  },
  { scope: "worker" },
];

const test = base.extend<object, { desktop: Tab; phone: Tab; plain: Tab }>({
  desktop: tab({ viewport: DESKTOP }),
  phone: tab({ viewport: LIGHTHOUSE_PHONE, deviceScaleFactor: LIGHTHOUSE_PHONE_DPR }),
  plain: tab({ viewport: DESKTOP, javaScriptEnabled: false }),
  // The automatic guard watches the three tabs (no page of the test's own is opened).
  errorGuard: ({ desktop, phone, plain, expectedErrors }, use) => {
    for (const { errors } of [desktop, phone, plain]) errors.length = 0;
    return guardErrors([desktop.errors, phone.errors, plain.errors], expectedErrors, use);
  },
});

/**
 * At the top, only the LCP picture eager; scrolled down, every picture loads without a layout
 * shift and gets a file that fits its slot (up to `stepsAbove` larger); given `axe`, axe finds
 * nothing (every route on the phone; at 1280 px the home page alone, for the desktop header).
 */
async function expectLaidOutAndLoaded(
  page: Page,
  route: Route,
  stepsAbove: number,
  axe: TestInfo | null,
) {
  const at = `${page.viewportSize()?.width ?? "?"} px`;
  await test.step(`${at}: only the LCP picture eager; scrolled down, every picture loads, CLS < 0.01`, async () => {
    await expectImageLoadingHints(page, route.priorityImageIn);
    await scrollToBottom(page);
    await expectPicturesLoaded(page.locator("main img[alt]:not([alt=''])"));
    await expectNoLayoutShift(page);
  });
  await test.step(`${at}: every picture's file fits its slot`, () =>
    expectPicturesFitTheirSlots(page, stepsAbove));
  if (axe) await test.step(`${at}: axe clean`, () => expectNoAxeViolations(page, axe));
}

for (const route of ROUTES) {
  test.describe(`${route.path}${route.status === 404 ? " (404)" : ""}`, () => {
    test.use({ expectedErrors: expectedErrorsFor(route) });

    test("every page-wide rule at 1280 px, on a phone, at 320 px and without JavaScript", async ({
      desktop: { page, security },
      phone: { page: phone, security: phoneSecurity },
      plain: { page: plain },
      request,
    }, testInfo) => {
      test.slow();
      const response = await open(page, route.path);
      const at = `${DESKTOP.width} px`;

      await test.step(`${at}: ${route.status} under the policy; the head, served and hydrated`, async () => {
        expect(response?.status()).toBe(route.status);
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
        await expectHead(page, request, route);
      });
      await test.step(`${at}: outline, landmarks, navigation, footer, external links`, async () => {
        await expectSoundHeadingOutline(page);
        await shell.expectLandmarks(page, route.navigations);
        await shell.expectMainNavigation(page, route.current);
        await shell.expectFooter(page);
        await shell.expectSafeExternalLinks(page);
        // The 404 page offers ways back home and to the gallery.
        for (const href of route.status === 404 ? ["/", "/projects"] : [])
          await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
      });
      await expectLaidOutAndLoaded(page, route, 1, route.path === "/" ? testInfo : null);
      await test.step(`${at}: the skip link comes first; a footer link navigates in place`, async () => {
        await page.evaluate("scrollTo(0, 0)");
        await shell.expectSkipLink(page);
        if (route.current) await shell.expectFooterLinkNavigatesToTop(page, route.path);
      });
      await expectNoSecurityReports(security);

      await open(phone, route.path);
      await test.step("phone: before the load event, no picture but the LCP; fonts preloaded as used", async () => {
        const lcp = route.priorityImageIn
          ? await phone
              .locator(`${route.priorityImageIn} img`)
              .first()
              .evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname])
          : [];
        expect(await picturesBeforeLoad(phone)).toEqual(lcp);
        await expectFontPreloadsMatchUse(phone);
      });
      await expectLaidOutAndLoaded(phone, route, 0, testInfo);
      await test.step(`${NARROW_PHONE.width} px: no horizontal overflow, at the bottom, the top and with words no line holds`, async () => {
        await phone.setViewportSize(NARROW_PHONE);
        await expectNoHorizontalOverflow(phone);
        await phone.evaluate("scrollTo(0, 0)");
        await expectNoHorizontalOverflow(phone);
        await phone.evaluate((limit) => {
          document.querySelector("header a > span")?.replaceChildren("W".repeat(limit));
          const words = " Thiruvananthapuram https://www.example.com/projects/trivandrumhouse";
          for (const text of document.querySelectorAll("main :is(h1, h2, h3, p, li, dd)"))
            text.append(words);
        }, LIMITS.words);
        await expectNoHorizontalOverflow(phone);
        await phone.setViewportSize(LIGHTHOUSE_PHONE);
      });
      await test.step("phone: the menu opens, folds on Escape and navigates", async () => {
        await shell.expectMenu(phone, route.current ? route.path : null);
        if (route.path !== "/") return;
        // The open menu is the shell's, the same on every page: axe judges it once.
        await phone.getByRole("navigation", { name: "Main" }).getByRole("button").click();
        await expectNoAxeViolations(phone, testInfo);
      });
      await expectNoSecurityReports(phoneSecurity);

      await plain.goto(route.path, { waitUntil: "load" });
      await test.step("without JavaScript: every picture shows, filling its box; no dead control", async () => {
        // Send, the menu (the browser's popover) and a picture's opener work without a script.
        const controls = plain.locator("button:visible:not([type=submit], [popovertarget])");
        const dead = controls.filter({ hasNot: plain.locator("img") });
        await expect(dead, "nothing offers what only a script could do").toHaveCount(0);
        const pictures = plain.locator("main img[alt]:not([alt=''])");
        await expectPicturesLoaded(pictures);
        const boxes = await pictures.evaluateAll((images: HTMLImageElement[]) => {
          const size = (box: Element) => box.getBoundingClientRect().toJSON() as DOMRect;
          return images.map((image) => {
            const frame = image.closest("noscript")?.parentElement?.parentElement ?? image;
            return { alt: image.alt, own: size(image), frame: size(frame) };
          });
        });
        for (const { alt, own, frame } of boxes) {
          expect(own.height, `"${alt}" is not flattened`).toBeGreaterThan(20);
          for (const side of ["width", "height"] as const)
            expect(own[side], `"${alt}" fills its frame`).toBeCloseTo(frame[side], 0);
        }
        await plain.setViewportSize(NARROW_PHONE);
        await mainNav(plain).locator("button[popovertarget]").click();
        await expect(mainNav(plain).locator("a:visible")).toHaveCount(MAIN_NAV.length);
        await plain.setViewportSize(DESKTOP);
      });
    });
  });
}
