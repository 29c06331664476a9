import type { Locator, Page } from "@playwright/test";
import { aboutContent, ctaContent, pageCopyFor, valuesContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectWordsThenPurpose } from "./support/action-links";
import { linkBeginningWith, main, sectionHeadedBy } from "./support/locators";
import { expectInDocumentOrder, expectUncovered } from "./support/page-checks";
import { open } from "./support/site";

/**
 * The about page (SPEC §1, §2 "About", §3 About value, §9; DECISIONS §2 and §5): its content in
 * the spec's order. Copy is read from the editors' YAML so the tests follow it; what the
 * specification fixes (the values and their order, the section titles, the studio's facts) is
 * also asserted literally. The page-wide rules (outline, landmarks, images, CLS, overflow, axe…)
 * are checked in routes.spec.ts.
 */

const PATH = "/about";

// The specification's fixed facts.
const VALUES_HEADING = "OUR CENTRAL IDEA BEHIND EVERY DESIGN";
const VALUES = [
  "Functional Aesthetics",
  "Personalized Design",
  "Conscious Budgeting",
  "Timeless & Sustainable Choices",
  "Sensitivity",
] as const;
const DESIGNER_HEADING = "Meet our designer";
/** DECISIONS §2: the designer of the placeholder identity. */
const DESIGNER_NAME = "Ira Mehta";
/** SPEC §1: founded in 2014 by a designer who trained as an architect, in New York and India. */
const STUDIO_FACTS = [/\b2014\b/, /\barchitect\b/i, /\bNew York\b/, /\bIndia\b/] as const;
const CTA_HEADING = "Where Vision Meets Design Excellence";
const CTA_LINK = { name: "GET IN TOUCH", href: "/contact" } as const;

// The editors' copy.
const copy = pageCopyFor("about");
const about = aboutContent();
const values = valuesContent();
const cta = ctaContent();

// ---------------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------------

function quoteFigure(page: Page): Locator {
  return main(page).getByRole("figure", { name: about.quote.cite, exact: true });
}

// =============================================================================================
// Tests
// =============================================================================================

// One page load, one step per part: the parts are read, not changed, until the last step
// follows the get-in-touch link away.
test("about page: content in the spec's order", async ({ page }) => {
  await open(page, PATH);

  await test.step("opens with its title and a quote marked up as a figure", async () => {
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(copy.heading);
    await expect(main(page).getByText(copy.intro, { exact: true })).toBeVisible();

    // The words in a blockquote, the speaker in the figcaption that names the figure.
    const figure = quoteFigure(page);
    await expect(figure).toHaveCount(1);
    await expect(figure.locator("blockquote")).toHaveCount(1);
    await expect(figure.locator("blockquote")).toHaveText(about.quote.text);
    await expect(figure.locator("blockquote")).toBeVisible();
    await expect(figure.locator("figcaption")).toHaveCount(1);
    await expect(figure.locator("figcaption")).toHaveText(about.quote.cite);
  });

  await test.step("then introduces the studio: founded in 2014 by an architect, New York and India", async () => {
    const section = sectionHeadedBy(page, about.introduction.heading);
    await expect(section).toHaveCount(1);
    for (const paragraph of about.introduction.paragraphs) {
      await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
    }
    for (const fact of STUDIO_FACTS) {
      await expect(section, `the introduction mentions ${String(fact)}`).toContainText(fact);
    }
    const photograph = section.getByRole("img", {
      name: about.introduction.image.alt,
      exact: true,
    });
    await expect(photograph).toHaveCount(1);
    await expectUncovered(photograph);
  });

  await test.step(`'${VALUES_HEADING}' lists the five values in order`, async () => {
    expect(about.values.heading).toBe(VALUES_HEADING);
    expect(values.map((value) => value.title)).toEqual([...VALUES]);

    const section = sectionHeadedBy(page, VALUES_HEADING);
    await expect(section).toHaveCount(1);
    await expect(section.getByText(about.values.intro, { exact: true })).toBeVisible();

    const list = section.getByRole("list");
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((element) => element.tagName)).toMatch(/^(OL|UL)$/);
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(VALUES.length);
    expect(
      await items.evaluateAll((elements) => elements.map((element) => element.tagName)),
    ).toEqual(VALUES.map(() => "LI"));
    await expect(items.getByRole("heading")).toHaveText([...VALUES]);
    for (const [index, value] of values.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
      await expect(item.getByText(value.text, { exact: true })).toBeVisible();
      await expect(item.getByRole("img", { name: value.image.alt, exact: true })).toHaveCount(1);
    }
  });

  await test.step(`'${DESIGNER_HEADING}' gives the designer's name, role, biography and portrait`, async () => {
    expect(about.designer.heading).toBe(DESIGNER_HEADING);
    expect(about.designer.name).toBe(DESIGNER_NAME);

    const section = sectionHeadedBy(page, DESIGNER_HEADING);
    await expect(section).toHaveCount(1);
    await expect(section.getByText(DESIGNER_NAME, { exact: true })).toBeVisible();
    await expect(section.getByText(about.designer.role, { exact: true })).toBeVisible();
    for (const paragraph of about.designer.paragraphs) {
      await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
    }

    const portrait = section.getByRole("img", { name: about.designer.portrait.alt, exact: true });
    await expect(portrait).toHaveCount(1);
    await expect(portrait).toHaveAttribute("alt", /\S/);
    await expect(portrait).toHaveAccessibleName(new RegExp(DESIGNER_NAME));
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect
      .poll(() =>
        portrait.evaluate(
          (image) =>
            (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
    await expectUncovered(portrait);
  });

  await test.step("its parts come in the spec's order", async () => {
    await expectInDocumentOrder(page, [
      { label: "the h1", locator: page.getByRole("heading", { level: 1 }) },
      { label: "the quote", locator: quoteFigure(page) },
      { label: "the introduction", locator: sectionHeadedBy(page, about.introduction.heading) },
      { label: "the values", locator: sectionHeadedBy(page, VALUES_HEADING) },
      { label: "the designer", locator: sectionHeadedBy(page, DESIGNER_HEADING) },
      { label: "the get-in-touch block", locator: sectionHeadedBy(page, CTA_HEADING) },
      { label: "the footer", locator: page.getByRole("contentinfo") },
    ]);
  });

  await test.step("ends with the get-in-touch block, then the footer; its link leads on", async () => {
    expect(cta.heading).toBe(CTA_HEADING);
    expect(cta.action).toMatchObject({ label: CTA_LINK.name, to: CTA_LINK.href });

    const block = sectionHeadedBy(page, CTA_HEADING);
    await expect(block).toHaveCount(1);
    await expect(block.getByText(cta.text, { exact: true })).toBeVisible();
    const link = linkBeginningWith(block, CTA_LINK.name);
    await expect(link).toHaveAttribute("href", CTA_LINK.href);
    await expectWordsThenPurpose(link, CTA_LINK.name);

    // Nothing of the page's own comes after it.
    expect(
      await main(page).evaluate((element) => element.lastElementChild?.textContent.trim()),
    ).toBe(await block.evaluate((element) => element.textContent.trim()));

    await link.click();
    await page.waitForURL((url) => url.pathname === CTA_LINK.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
