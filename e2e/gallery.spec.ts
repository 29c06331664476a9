import type { Locator, Page } from "@playwright/test";
import { filterProjects, searchForFilter } from "../src/lib/project-filter";
import { fillCount } from "../src/utils/fill-template";
import { expectNoAxeViolations } from "./support/axe";
import { PROJECT_CATEGORIES, type ProjectCategory } from "../src/lib/project-categories";
import { type Project, content, pageCopyFor } from "./support/content";
import { expect, test } from "./support/fixtures";
import {
  expectNoLayoutShift,
  expectPicturesLoaded,
  fontsAfterFirstPaint,
  recordLayoutShifts,
  scrollToBottom,
  settle,
} from "./support/page-checks";
import { PHONE, expectSameDocument, holdScripts, markDocument, open } from "./support/site";

/**
 * The gallery, `/projects`, as a visitor browses it (docs/pages.md, "Gallery"): every project as
 * a card, a category filter kept in the address, Back and Forward between filters, a linked
 * filter. The filter's URL rules are a table in src/lib/project-filter.test.ts; the page-wide
 * rules (outline, landmarks, axe as loaded, CLS, overflow, pictures…) are the route matrix's.
 */

const GALLERY = "/projects";
const copy = pageCopyFor("projects");
const labels = content.gallery();
const projects = content.projects();

function categoryLabel(id: ProjectCategory): string {
  const label = labels.categories.find((category) => category.id === id)?.label;
  if (!label) throw new Error(`content/gallery.yaml has no label for "${id}"`);
  return label;
}

function filterButton(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("group", { name: labels.filterLabel, exact: true })
    .getByRole("button", { name, exact: true });
}

function cards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

/**
 * The gallery shows `filter`: only its button pressed, its projects' cards in gallery order, the
 * count saying how many, and the address carrying it (no query string for All).
 */
async function expectShowing(page: Page, filter: ProjectCategory | "all"): Promise<void> {
  const shown: Project[] = filterProjects(projects, filter);
  const current = filter === "all" ? labels.allLabel : categoryLabel(filter);
  const group = page.getByRole("main").getByRole("group", { name: labels.filterLabel });
  await expect(group.getByRole("button", { pressed: true })).toHaveText([current]);
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
    shown.map((project) => project.title),
  );
  await expect(
    page.getByText(fillCount(labels.resultCount, shown.length), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe(searchForFilter(filter));
  expect(new URL(page.url()).pathname).toBe(GALLERY);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("a visitor browses the gallery by category and opens a project", async ({
  page,
}, testInfo) => {
  // On a phone the cards stack, so the page stays long enough to keep a scroll position.
  await page.setViewportSize(PHONE);
  await open(page, GALLERY);
  await markDocument(page);

  await test.step("the heading, the introduction and the filter with All pressed", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByRole("main").getByText(copy.intro, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("group", { name: labels.filterLabel, exact: true }).getByRole("button"),
    ).toHaveText([labels.allLabel, ...labels.categories.map((category) => category.label)]);
    await expectShowing(page, "all");
  });

  await test.step("every project as a card: cover, title, category, location, link", async () => {
    for (const project of projects) {
      const card = cards(page).filter({
        has: page.getByRole("heading", { name: project.title, exact: true }),
      });
      await expect(card.getByRole("img", { name: project.cover.alt, exact: true })).toBeVisible();
      await expect(card.getByText(categoryLabel(project.category), { exact: true })).toBeVisible();
      await expect(card.getByText(project.location, { exact: true })).toBeVisible();
      await expect(card.getByRole("link")).toHaveAttribute("href", `${GALLERY}/${project.slug}`);
    }
  });

  await test.step("choosing a category shows only its projects and keeps the scroll position", async () => {
    // The filter 200 px below the top of the screen, clear of the sticky header.
    const before = await filterButton(page, labels.allLabel).evaluate((button) => {
      window.scrollTo(0, Math.round(button.getBoundingClientRect().top + window.scrollY - 200));
      return window.scrollY;
    });
    expect(before, "the page scrolled down").toBeGreaterThan(100);
    await filterButton(page, categoryLabel("home")).click();
    await expectShowing(page, "home");
    await settle(page);
    expect(await scrollY(page), "the scroll position after choosing").toBe(before);
  });

  await test.step("each other category in turn, client-side", async () => {
    for (const id of PROJECT_CATEGORIES.filter((category) => category !== "home")) {
      await filterButton(page, categoryLabel(id)).click();
      await expectShowing(page, id);
    }
    await expectSameDocument(page);
  });

  await test.step("Back restores the previous filter, Forward the next", async () => {
    // The history: All, Home, Commercial, Styling & Staging, Renovation.
    await page.goBack();
    await expectShowing(page, "styling-staging");
    await page.goBack();
    await expectShowing(page, "commercial");
    await page.goForward();
    await expectShowing(page, "styling-staging");
    await expectSameDocument(page);
  });

  await test.step("axe clean with a category chosen; All shows every project, the address bare", async () => {
    await expectNoAxeViolations(page, testInfo);
    await filterButton(page, labels.allLabel).click();
    await expectShowing(page, "all");
  });

  await test.step("a card opens its project page", async () => {
    const project = projects[1] ?? projects[0];
    if (!project) throw new Error("no project in content/projects/");
    await cards(page).getByRole("link", { name: project.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${GALLERY}/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expectSameDocument(page);
  });
});

test("a linked filter opens filtered at 375 px, its first cover before the page's code, no shift as the fonts land; an unknown one shows all", async ({
  page,
}) => {
  // The filters wrap to two rows here: a fallback face of another width wraps them elsewhere.
  await page.setViewportSize(PHONE);
  await fontsAfterFirstPaint(page);
  await recordLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto(`${GALLERY}${searchForFilter("commercial")}`, { waitUntil: "commit" });
  const cover = filterProjects(projects, "commercial")[0]?.cover.alt;
  const first = cards(page).first().getByRole("img", { name: cover });
  await expect(first, "the category's first cover, without the page's code").toBeVisible();
  await expectPicturesLoaded(first);
  release();
  await expectShowing(page, "commercial");
  await scrollToBottom(page);
  await expectNoLayoutShift(page);
  await open(page, `${GALLERY}?category=unknown`);
  await expect(filterButton(page, labels.allLabel)).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(projects.length);
});
