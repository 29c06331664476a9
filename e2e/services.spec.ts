import type { Locator, Page } from "@playwright/test";
import {
  ctaContent,
  pageCopyFor,
  servicesContent,
  servicesPageContent,
  stepsContent,
  type Service,
} from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectWordsThenPurpose } from "./support/action-links";
import { linkBeginningWith, main, sectionHeadedBy } from "./support/locators";
import { expectInDocumentOrder, headingOutline, settle } from "./support/page-checks";
import { DESKTOP, PHONE, open } from "./support/site";

/**
 * The services page (SPEC §2 "Services", §3 Service and Process step, §9; DECISIONS §5): its
 * content in the spec's order and its layout at a desktop and a phone width. Copy is read from
 * the editors' YAML so the tests follow it; what the specification fixes (titles, order, counts,
 * the sector tiles, the process steps) is also asserted literally. The page-wide rules (outline,
 * landmarks, images, CLS, overflow, axe…) are checked in routes.spec.ts.
 */

const PATH = "/services";

// The specification's fixed facts.
const TITLE = "Interior Design Services";
/** The seven service headers in order (SPEC §2), as the spec names them. */
const SPEC_SERVICES = [
  /full start-to-finish transformation/i,
  /room-by-room/i,
  /commercial/i,
  /virtual/i,
  /styling/i,
  /staging for sale/i,
  /interior renovation/i,
] as const;
const STYLING_AND_STAGING = "Styling & Staging Services";
const RENOVATIONS = "Renovations";
const SECTORS = [
  "Corporate Spaces",
  "Hospitality & Retail",
  "Healthcare and Education",
  "Public and Industrial Spaces",
] as const;
const PROCESS_HEADING = "Our Five Step Design Process";
const STEPS = [
  "Discovery & Consultation",
  "Concept Design",
  "Design and Detail",
  "Execution and Installation",
  "Style and Deliver",
] as const;
const CTA_HEADING = "Where Vision Meets Design Excellence";
const CTA_LINK = { name: "GET IN TOUCH", href: "/contact" } as const;

// The editors' copy.
const copy = pageCopyFor("services");
const services = servicesContent();
const servicesPage = servicesPageContent();
const steps = stepsContent();
const cta = ctaContent();

function serviceAt(index: number): Service {
  const service = services[index];
  if (!service) throw new Error(`content/services.yaml has no service ${index + 1}`);
  return service;
}

// ---------------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------------

function heading(page: Page, name: string, level: number): Locator {
  return main(page).getByRole("heading", { name, level, exact: true });
}

/** Every service block, in document order. */
function serviceBlocks(page: Page): Locator {
  return main(page).getByRole("article");
}

/** The service block that its level-2 heading names. */
function serviceBlock(page: Page, header: string): Locator {
  return serviceBlocks(page).filter({
    has: page.getByRole("heading", { level: 2, name: header, exact: true }),
  });
}

/** The service's ticked points: the list holding its first point. */
function pointsList(block: Locator, service: Service): Locator {
  return block.getByRole("list").filter({ hasText: service.servicePoints[0] ?? "" });
}

/** The block's own picture (not a sector tile's). */
function serviceImage(block: Locator, service: Service): Locator {
  return block.getByRole("img", { name: service.serviceImg.alt, exact: true });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator, label: string): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${label} has no box (not rendered)`);
  return found;
}

const round = (value: number) => Math.round(value);
const describeBox = (b: Box) =>
  `x ${round(b.x)}..${round(b.x + b.width)}, y ${round(b.y)}..${round(b.y + b.height)}`;

// =============================================================================================
// Tests
// =============================================================================================

// One page load, one step per part: the parts are read, not changed, until the last step
// follows the get-in-touch link away.
test("services page: content in the spec's order", async ({ page }) => {
  await open(page, PATH);

  await test.step(`is titled '${TITLE}' and opens with its introduction and a quote`, async () => {
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(TITLE);
    await expect(h1).toHaveText(copy.heading);
    await expect(main(page).getByText(copy.intro, { exact: true })).toBeVisible();

    // A quotation marked up as one: the words in a blockquote, the speaker in the figcaption
    // that names the figure.
    const figure = main(page).getByRole("figure", { name: servicesPage.quote.cite, exact: true });
    await expect(figure).toHaveCount(1);
    await expect(figure.locator("blockquote")).toHaveCount(1);
    await expect(figure.locator("blockquote")).toHaveText(servicesPage.quote.text);
    await expect(figure.locator("figcaption")).toHaveCount(1);
    await expect(figure.locator("figcaption")).toHaveText(servicesPage.quote.cite);
    await expect(figure.locator("blockquote")).toBeVisible();

    await expectInDocumentOrder(page, [
      { label: "the h1", locator: h1 },
      { label: "the quote", locator: figure },
      { label: "the first service block", locator: serviceBlocks(page).first() },
    ]);
    await expectInDocumentOrder(page, [
      { label: "the h1", locator: h1 },
      { label: "the introduction", locator: main(page).getByText(copy.intro, { exact: true }) },
      { label: "the first service block", locator: serviceBlocks(page).first() },
    ]);
  });

  await test.step("shows the seven services in order, each as a block headed by its header", async () => {
    expect(services, "content/services.yaml lists seven services").toHaveLength(7);
    const headers = serviceBlocks(page).getByRole("heading", { level: 2 });
    await expect(serviceBlocks(page)).toHaveCount(SPEC_SERVICES.length);
    await expect(headers).toHaveText([...SPEC_SERVICES]);
    await expect(headers).toHaveText(services.map((service) => service.serviceHeader));
  });

  for (const [index, service] of services.entries()) {
    await test.step(`block ${index + 1} '${service.serviceHeader}' has its number, description, ticked points, footer line and picture`, async () => {
      const block = serviceBlock(page, service.serviceHeader);
      await expect(block).toHaveCount(1);
      await expect(serviceBlocks(page).nth(index)).toContainText(service.serviceHeader);
      expect(service.serviceNumber, "numbered in the order listed").toBe(index + 1);

      const number = block.getByText(new RegExp(`^0?${service.serviceNumber}$`));
      const header = block.getByRole("heading", { level: 2, name: service.serviceHeader });
      const description = block.getByText(service.serviceData, { exact: true });
      const points = pointsList(block, service);
      const footer = block.getByText(service.serviceFooter, { exact: true });

      await expect(number).toBeVisible();
      await expect(description).toBeVisible();
      await expect(footer).toBeVisible();
      await expectInDocumentOrder(page, [
        { label: "the number", locator: number },
        { label: "the header", locator: header },
        { label: "the description", locator: description },
        { label: "the points", locator: points },
        { label: "the footer line", locator: footer },
      ]);

      // A real bulleted list: `ul` with `li` items that keep the list roles.
      await expect(points).toHaveCount(1);
      expect(await points.evaluate((element) => element.tagName)).toBe("UL");
      const items = points.getByRole("listitem");
      await expect(items).toHaveText(service.servicePoints);
      expect(
        await items.evaluateAll((elements) => elements.map((element) => element.tagName)),
      ).toEqual(service.servicePoints.map(() => "LI"));

      // Each point is ticked: a drawn, decorative mark that adds nothing to the text read out.
      const unticked = await items.evaluateAll((elements) =>
        elements
          .filter((item) => {
            const visible = (element: Element) => {
              const rect = element.getBoundingClientRect();
              return rect.width > 0 && rect.height > 0 && element.checkVisibility();
            };
            const decorative = Array.from(
              item.querySelectorAll("[aria-hidden='true'], svg, img[alt='']"),
            ).some(visible);
            const before = getComputedStyle(item, "::before");
            const pseudo =
              before.content !== "none" &&
              before.content !== "normal" &&
              (before.content !== '""' ||
                before.borderLeftStyle !== "none" ||
                before.backgroundImage !== "none");
            const style = getComputedStyle(item);
            const marker = style.listStyleImage !== "none" || style.listStyleType.startsWith('"');
            return !(decorative || pseudo || marker);
          })
          .map((item) => item.textContent.trim()),
      );
      expect(unticked, "points without a tick").toEqual([]);

      await expect(serviceImage(block, service)).toHaveCount(1);
    });
  }

  await test.step(`'${STYLING_AND_STAGING}' follows block 4 and '${RENOVATIONS}' follows block 6`, async () => {
    const groupHeadings = servicesPage.groups.flatMap((group) =>
      group.heading ? [group.heading] : [],
    );
    expect(groupHeadings, "content/services-page.yaml group headings").toEqual([
      STYLING_AND_STAGING,
      RENOVATIONS,
    ]);

    const block = (n: number) => serviceBlocks(page).nth(n - 1);
    await expectInDocumentOrder(page, [
      { label: "block 4", locator: block(4) },
      { label: `'${STYLING_AND_STAGING}'`, locator: heading(page, STYLING_AND_STAGING, 2) },
      { label: "block 5", locator: block(5) },
      { label: "block 6", locator: block(6) },
      { label: `'${RENOVATIONS}'`, locator: heading(page, RENOVATIONS, 2) },
      { label: "block 7", locator: block(7) },
    ]);

    // The page's level-2 headings in order: nothing else interrupts the sequence.
    const h2 = (await headingOutline(page))
      .filter((entry) => entry.region === "main" && entry.level === 2)
      .map((entry) => entry.text);
    const headers = services.map((service) => service.serviceHeader);
    expect(h2).toEqual([
      ...headers.slice(0, 4),
      STYLING_AND_STAGING,
      ...headers.slice(4, 6),
      RENOVATIONS,
      headers[6],
      PROCESS_HEADING,
      CTA_HEADING,
    ]);
  });

  await test.step("the commercial block alone shows the four sector tiles", async () => {
    const withTiles = services.filter((service) => service.designSubtype);
    expect(withTiles.map((service) => service.serviceHeader)).toEqual([
      expect.stringMatching(SPEC_SERVICES[2]),
    ]);
    const commercial = withTiles[0] ?? serviceAt(2);
    expect(commercial.subtype.map((tile) => tile.caption)).toEqual([...SECTORS]);

    const block = serviceBlock(page, commercial.serviceHeader);
    const tileList = block.getByRole("list").filter({ hasText: SECTORS[0] });
    await expect(tileList).toHaveCount(1);
    const tiles = tileList.getByRole("listitem");
    await expect(tiles).toHaveText(SECTORS.map((sector) => new RegExp(`^\\s*${sector}\\s*$`)));
    for (const [index, tile] of commercial.subtype.entries()) {
      const item = tiles.nth(index);
      await expect(item.getByRole("heading", { name: tile.caption, exact: true })).toBeVisible();
      await expect(item.getByRole("img", { name: tile.image.alt, exact: true })).toHaveCount(1);
    }

    // The captions appear nowhere else on the page.
    for (const sector of SECTORS) {
      await expect(main(page).getByText(sector, { exact: true })).toHaveCount(1);
      await expect(block.getByText(sector, { exact: true })).toHaveCount(1);
    }
    for (const [index, service] of services.entries()) {
      if (service === commercial) continue;
      const other = serviceBlocks(page).nth(index);
      await expect(
        other.getByRole("list"),
        `${service.serviceHeader} has only its points`,
      ).toHaveCount(1);
      await expect(
        other.getByRole("img"),
        `${service.serviceHeader} has only its picture`,
      ).toHaveCount(1);
    }
  });

  await test.step(`'${PROCESS_HEADING}' lists the five steps in order in an ordered list`, async () => {
    expect(servicesPage.process.heading).toBe(PROCESS_HEADING);
    expect(steps.map((step) => step.title)).toEqual([...STEPS]);

    const section = sectionHeadedBy(page, PROCESS_HEADING);
    await expect(section).toHaveCount(1);
    await expect(section.getByText(servicesPage.process.intro, { exact: true })).toBeVisible();

    const list = section.getByRole("list");
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((element) => element.tagName)).toBe("OL");
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(STEPS.length);
    await expect(items.getByRole("heading")).toHaveText([...STEPS]);
    for (const [index, step] of steps.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { name: step.title, exact: true })).toBeVisible();
      await expect(item.getByText(step.description, { exact: true })).toBeVisible();
      await expect(item.getByRole("img", { name: step.image.alt, exact: true })).toHaveCount(1);
    }

    await expectInDocumentOrder(page, [
      { label: "the last service block", locator: serviceBlocks(page).last() },
      { label: "the process", locator: section },
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

    await expectInDocumentOrder(page, [
      { label: "the process", locator: sectionHeadedBy(page, PROCESS_HEADING) },
      { label: "the get-in-touch block", locator: block },
      { label: "the footer", locator: page.getByRole("contentinfo") },
    ]);
    // Nothing of the page's own comes after it.
    expect(
      await main(page).evaluate((element) => element.lastElementChild?.textContent.trim()),
    ).toBe(await block.evaluate((element) => element.textContent.trim()));

    await link.click();
    await page.waitForURL((url) => url.pathname === CTA_LINK.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("services page: layout", () => {
  test("at 1280 px consecutive service blocks put their picture on alternating sides", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, PATH);
    await settle(page);
    const sides: string[] = [];
    for (const service of services) {
      const block = serviceBlock(page, service.serviceHeader);
      const image = await box(serviceImage(block, service), `${service.serviceHeader} picture`);
      const text = await box(
        block.getByRole("heading", { level: 2, name: service.serviceHeader }),
        `${service.serviceHeader} header`,
      );
      const footer = await box(
        block.getByText(service.serviceFooter, { exact: true }),
        `${service.serviceHeader} footer line`,
      );
      const where = `${service.serviceHeader}: picture ${describeBox(image)}, header ${describeBox(text)}`;
      // Side by side: the columns overlap vertically and not at all horizontally.
      expect(image.y, `${where}: side by side`).toBeLessThan(footer.y + footer.height);
      expect(text.y, `${where}: side by side`).toBeLessThan(image.y + image.height);
      const left = image.x + image.width <= text.x + 0.5;
      const right = image.x >= text.x + text.width - 0.5;
      expect(left || right, `${where}: picture and text in separate columns`).toBe(true);
      sides.push(left ? "picture left" : "picture right");
    }
    const alternating = sides.every((side, index) => index === 0 || side !== sides[index - 1]);
    expect(
      alternating,
      `sides alternate from block to block:\n${sides.map((side, index) => `  ${index + 1}. ${side}`).join("\n")}`,
    ).toBe(true);
  });

  test("at 375 px every service block is one column with the picture above the text", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, PATH);
    await settle(page);
    for (const service of services) {
      const block = serviceBlock(page, service.serviceHeader);
      const blockBox = await box(block, service.serviceHeader);
      const image = await box(serviceImage(block, service), `${service.serviceHeader} picture`);
      const number = await box(
        block.getByText(new RegExp(`^0?${service.serviceNumber}$`)),
        `${service.serviceHeader} number`,
      );
      const text = await box(
        block.getByRole("heading", { level: 2, name: service.serviceHeader }),
        `${service.serviceHeader} header`,
      );
      const where = `${service.serviceHeader}: block ${describeBox(blockBox)}, picture ${describeBox(image)}, number ${describeBox(number)}, header ${describeBox(text)}`;
      expect(image.y + image.height, `${where}: picture above the text`).toBeLessThanOrEqual(
        Math.min(number.y, text.y) + 0.5,
      );
      expect(image.width, `${where}: picture spans the column`).toBeGreaterThanOrEqual(
        blockBox.width * 0.9,
      );
      // One column: the text sits under the picture, not beside it.
      expect(text.x, `${where}: one column`).toBeLessThan(image.x + image.width);
      expect(text.x + text.width, `${where}: one column`).toBeGreaterThan(image.x);
    }
  });
});
