import { type Locator, expect } from "@playwright/test";
import { escapeRegExp } from "./regexp";

/**
 * The links whose visible words the specification fixes (LEARN MORE, VIEW GALLERY, GET IN
 * TOUCH) carry a fuller accessible name that begins with those words (DECISIONS §8, WCAG 2.5.3:
 * "Learn more about the studio"). Find such a link with `linkBeginningWith` (locators.ts); this
 * checks both halves of that contract.
 */

/**
 * `link` shows exactly `words` on screen, and its accessible name is those words followed by more
 * (what the words alone leave unsaid: where the link leads).
 */
export async function expectWordsThenPurpose(link: Locator, words: string): Promise<void> {
  const seen = await link.evaluate((anchor) => {
    // The words a sighted visitor reads: the link's text without its visually hidden parts
    // (clipped to a pixel), which only assistive technology and crawlers read.
    const clone = anchor.cloneNode(true) as HTMLElement;
    const hidden = [...anchor.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1;
    });
    [...clone.querySelectorAll("*")].forEach((element, index) => {
      if (hidden[index]) element.remove();
    });
    return clone.textContent.trim();
  });
  expect(seen, "the words on the button").toBe(words);
  await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(words)} \\S.*`, "i"));
}
