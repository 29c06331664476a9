import type { Locator } from "@playwright/test";
import { content, pageCopyFor } from "./support/content";
import { expect, test } from "./support/fixtures";
import { DESKTOP, PHONE, open } from "./support/site";

/**
 * The services page read top to bottom (docs/pages.md, "About and Services"), its words and
 * pictures from content/, and its blocks' layout on a desktop and a phone. The closing
 * get-in-touch block is checked once, in home.spec.ts; the page-wide rules in routes.spec.ts.
 */

const copy = pageCopyFor("services");
const services = content.services();
const servicesPage = content.servicesPage();
const steps = content.steps();
const headers = services.map((service) => service.serviceHeader);

/** Where each service block's picture sits against its header: left, right, or above at full width. */
const layout = (blocks: Locator) =>
  blocks.evaluateAll((all) =>
    all.map((block) => {
      const box = (css: string) => (block.querySelector(css) ?? block).getBoundingClientRect();
      const [picture, text, frame] = [box("img"), box("h2, h3"), block.getBoundingClientRect()];
      if (picture.right <= text.left + 0.5) return "left";
      if (picture.left >= text.right - 0.5) return "right";
      const above = picture.bottom <= text.top + 0.5 && picture.width >= 0.9 * frame.width;
      return above ? "above" : `picture ${picture.x},${picture.y} header ${text.x},${text.y}`;
    }),
  );

test("a visitor reads the services page, on a desktop and then on a phone", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, "/services");
  const main = page.getByRole("main");
  const blocks = main.getByRole("article");

  await test.step("the title, introduction and quote; seven services under their group headings; the process", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    await expect(main.getByText(copy.intro, { exact: true })).toBeVisible();
    // The quote, its words in a blockquote named by its caption, comes before the services.
    const quote = main.getByRole("figure", { name: servicesPage.quote.cite, exact: true });
    await expect(quote.locator("blockquote")).toHaveText(servicesPage.quote.text);
    await expect(main.locator("blockquote, article").first()).toHaveText(servicesPage.quote.text);
    // Blocks 1 to 4 have no group heading; blocks 5 to 7 are h3 under theirs (checked below).
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      ...headers.slice(0, 4),
      "Styling & Staging Services",
      "Renovations",
      servicesPage.process.heading,
      content.cta().heading,
    ]);
  });

  await test.step("each block: number, description, ticked points, footer line; pictures on alternate sides", async () => {
    for (const [index, { serviceData, servicePoints, serviceFooter }] of services.entries()) {
      const block = blocks.nth(index);
      for (const words of [String(index + 1).padStart(2, "0"), serviceData, serviceFooter]) {
        await expect(block.getByText(words, { exact: true })).toBeVisible();
      }
      const points = block.getByRole("list").first().getByRole("listitem");
      await expect(points).toHaveText(servicePoints);
      // Each point has its tick: a drawn mark, hidden from assistive technology.
      await expect(points.locator('[aria-hidden="true"]:visible')).toHaveCount(
        servicePoints.length,
      );
    }
    expect(await layout(blocks)).toEqual(services.map((_, i) => (i % 2 ? "right" : "left")));
  });

  await test.step("the commercial block alone shows the sector tiles; then the five steps of the process", async () => {
    const commercial = blocks.nth(services.findIndex((service) => service.designSubtype));
    const tiles = services.flatMap((service) => service.subtype);
    const captions = tiles.map((tile) => tile.caption);
    await expect(commercial.getByRole("heading", { level: 3 })).toHaveText(captions);
    for (const { image } of tiles) {
      await expect(commercial.getByRole("img", { name: image.alt })).toBeVisible();
    }
    // The page's only level-3 headings: the tiles', the grouped services', then the steps'.
    const titles = steps.map((step) => step.title);
    const level3 = [...captions, ...headers.slice(4), ...titles];
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(level3);
    const process = main.getByRole("list").filter({ hasText: titles[0] });
    await expect(process).toHaveJSProperty("tagName", "OL");
    for (const step of steps) await expect(process.getByText(step.description)).toBeVisible();
  });

  await test.step("on a 375 px phone each block is one column, its picture above the text", async () => {
    // Only CSS lays the page out by width, so narrowing the loaded page gives a phone's layout.
    await page.setViewportSize(PHONE);
    expect(await layout(blocks)).toEqual(services.map(() => "above"));
  });
});
