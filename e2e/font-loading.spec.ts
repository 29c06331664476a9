import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { MATRIX_ROUTES } from "./support/routes";
import { LIGHTHOUSE_PHONE, expectedErrorsFor } from "./support/site";

/**
 * Each page preloads exactly the web fonts its text is set in (src/styles/fonts.ts,
 * facesToPreload): a face the page uses but does not preload is found only at the first layout
 * and holds the first paint; a face preloaded but unused costs a phone its bytes for nothing.
 * The faces used are the ones the browser loaded for the page's text, read from
 * `document.fonts`, so this follows the page's real markup and styles, not a list.
 */

interface FontUse {
  preloaded: string[];
  loaded: string[];
}

async function fontUse(page: Page): Promise<FontUse> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const pathOf = (url: string) => new URL(url, location.href).pathname;
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue("font-family").replaceAll('"', ""),
        style: rule.style.getPropertyValue("font-style") || "normal",
        url: /url\("?([^")]+\.woff2)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1],
      }))
      .filter((rule): rule is { family: string; style: string; url: string } => !!rule.url);
    const loaded = [...document.fonts]
      .filter((face) => face.status === "loaded")
      .flatMap((face) =>
        rules
          .filter((rule) => rule.family === face.family && rule.style === face.style)
          .map((rule) => pathOf(rule.url)),
      );
    const preloaded = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
    ].map((link) => pathOf(link.href));
    return { preloaded: [...new Set(preloaded)].sort(), loaded: [...new Set(loaded)].sort() };
  });
}

test.describe("each page preloads the web fonts its text uses, and no other", () => {
  test.use({ viewport: LIGHTHOUSE_PHONE });
  for (const route of MATRIX_ROUTES) {
    test.describe(route.path, () => {
      test.use({ expectedErrors: expectedErrorsFor(route) });
      test("preloaded faces = faces loaded for its text", async ({ page }) => {
        await page.goto(route.path, { waitUntil: "load" });
        const { preloaded, loaded } = await fontUse(page);
        expect(loaded.length, "web fonts the page's text is set in").toBeGreaterThan(0);
        expect(preloaded).toEqual(loaded);
      });
    });
  }
});
