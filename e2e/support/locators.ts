import type { Locator, Page } from "@playwright/test";
import { escapeRegExp } from "./regexp";

/**
 * Locators every page spec reaches for, written once: the page's main landmark and the
 * `<section>` a heading opens (the sections of the home, about and services pages).
 */

/** The page's `main` landmark. */
export function main(page: Page): Locator {
  return page.getByRole("main");
}

/** The `<section>` in `main` that a heading of this name and level (2 unless told) opens. */
export function sectionHeadedBy(page: Page, name: string, level = 2): Locator {
  return main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { name, level, exact: true }) });
}

/** The link in `scope` whose accessible name begins with `words`, as a whole word or words. */
export function linkBeginningWith(scope: Locator, words: string): Locator {
  return scope.getByRole("link", { name: new RegExp(`^${escapeRegExp(words)}\\b`) });
}
