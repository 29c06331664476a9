import type { Locator } from "@playwright/test";
import { content, pageCopyFor } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectInDocumentOrder } from "./support/page-checks";
import { open } from "./support/site";

/**
 * The about page read top to bottom (docs/pages.md, "About and Services"), its words and pictures
 * from content/. The closing get-in-touch block is checked once, in home.spec.ts; the page-wide
 * rules in routes.spec.ts.
 */

const copy = pageCopyFor("about");
const about = content.about();
const values = content.values();

/** The picture paints above the sand block set behind it: at its centre the browser finds it. */
async function expectOnTop(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  const onTop = await img.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === e;
  });
  expect(onTop, "the picture is on top at its centre").toBe(true);
}

test("a visitor reads the about page: quote, introduction, values, designer", async ({ page }) => {
  await open(page, "/about");
  const main = page.getByRole("main");
  const [studio, valueList, bio] = [about.introduction, about.values, about.designer].map(
    ({ heading }) => main.getByRole("region", { name: heading, exact: true }),
  ) as [Locator, Locator, Locator];
  const quote = main.getByRole("figure", { name: about.quote.cite, exact: true });

  await test.step("the title and introduction, the quote (its words in a blockquote, named by its caption), the studio, the values, the designer", async () => {
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(copy.heading);
    await expect(main.getByText(copy.intro, { exact: true })).toBeVisible();
    await expect(quote.locator("blockquote")).toHaveText(about.quote.text);
    await expect(quote.locator("figcaption")).toHaveText(about.quote.cite);
    await expectInDocumentOrder(page, [
      { label: "the h1", locator: h1 },
      { label: "the quote", locator: quote },
      { label: "the studio", locator: studio },
      { label: "the values", locator: valueList },
      { label: "the designer", locator: bio },
    ]);
  });

  await test.step("the studio's story beside its photograph, which no block behind it covers", async () => {
    for (const paragraph of about.introduction.paragraphs)
      await expect(studio.getByText(paragraph, { exact: true })).toBeVisible();
    await expectOnTop(studio.getByRole("img", { name: about.introduction.image.alt }));
  });

  await test.step("the five values in order, each with its text and picture", async () => {
    const items = valueList.getByRole("listitem");
    await expect(items.getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
    for (const [index, value] of values.entries()) {
      await expect(items.nth(index).getByText(value.text, { exact: true })).toBeVisible();
      await expect(items.nth(index).getByRole("img", { name: value.image.alt })).toBeVisible();
    }
  });

  await test.step("the designer: name, role, biography, and the portrait on top of its block", async () => {
    const { name, role, paragraphs, portrait } = about.designer;
    await expect(bio.getByRole("heading", { level: 3 })).toHaveText(name);
    for (const words of [role, ...paragraphs])
      await expect(bio.getByText(words, { exact: true })).toBeVisible();
    await expectOnTop(bio.getByRole("img", { name: portrait.alt }));
  });
});
