import type { Locator, Page, Request, Response } from "@playwright/test";
import { formatArea } from "../src/lib/area";
import { expectNoAxeViolations } from "./support/axe";
import { pageCopyFor } from "./support/content";
import { expect, test } from "./support/fixtures";
import {
  CATEGORY_IDS,
  type CategoryId,
  type Project,
  fillLabel,
  galleryLabels,
  neighboursOf,
  projectsInGalleryOrder,
} from "./support/gallery-content";
import { linkBeginningWith, main } from "./support/locators";
import { escapeRegExp } from "./support/regexp";
import {
  expectInDocumentOrder,
  expectNoLayoutShift,
  recordLayoutShifts,
  scrollToBottom,
  settle,
} from "./support/page-checks";
import { siteContent } from "./support/seo-content";
import { expectSameDocument, markDocument } from "./support/shell-checks";
import { DESKTOP, LIGHTHOUSE_PHONE, NARROW_PHONE, PHONE, open } from "./support/site";
import { swipe } from "./support/touch";

/**
 * The gallery (DECISIONS §4 "our design", §5 accessibility contract, §8 budgets): `/projects`
 * with its category filter kept in the address, one page per project at `/projects/<slug>` with
 * its facts, images and neighbours, and the lightbox those images open, whose code is fetched
 * only when it is first needed. Copy and order come from `content/gallery.yaml` and
 * `content/projects/*.yaml`; every test runs against the production build in `public/`. The
 * page-wide rules of /projects and of every project page (outline, landmarks, images, CLS,
 * overflow, axe…) are checked in routes.spec.ts.
 */

const GALLERY_PATH = "/projects";

// The editors' copy.
const copy = pageCopyFor("projects");
const site = siteContent();
const labels = galleryLabels();
const projects = projectsInGalleryOrder();

/** The filter's buttons as DECISIONS §4 names them, in order. */
const FILTER_BUTTONS = ["All", "Home", "Commercial", "Styling & Staging", "Renovation"] as const;

function categoryLabel(id: CategoryId): string {
  const label = labels.categories.find((category) => category.id === id)?.label;
  if (!label) throw new Error(`content/gallery.yaml has no label for category "${id}"`);
  return label;
}

function projectsIn(id: CategoryId): Project[] {
  return projects.filter((project) => project.category === id);
}

function projectAt(index: number): Project {
  const found = projects.at(index);
  if (!found) throw new Error(`there is no project at ${index} of ${projects.length}`);
  return found;
}

function projectPath(project: Project): string {
  return `${GALLERY_PATH}/${project.slug}`;
}

function countText(count: number): string {
  return fillLabel(labels.resultCount, { count });
}

function positionText(n: number, count: number): string {
  return fillLabel(labels.lightbox.position, { n, count });
}

/** The newest project, the oldest (whose neighbours wrap around) and one in between. */
const SAMPLE_PROJECTS = [projectAt(0), projectAt(Math.floor(projects.length / 2)), projectAt(-1)];

/** The project whose lightbox the lightbox tests use: the one with the most images. */
const LIGHTBOX_PROJECT = projects.reduce((most, project) =>
  project.images.length > most.images.length ? project : most,
);
const IMAGE_COUNT = LIGHTBOX_PROJECT.images.length;

function imageAlt(project: Project, n: number): string {
  const alt = project.images[n - 1]?.alt;
  if (!alt) throw new Error(`${project.slug} has no image ${n}`);
  return alt;
}

// ---------------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------------

function filterGroup(page: Page): Locator {
  return main(page).getByRole("group", { name: labels.filterLabel, exact: true });
}

function filterButton(page: Page, name: string): Locator {
  return filterGroup(page).getByRole("button", { name, exact: true });
}

/** The gallery's cards, in the order shown. */
function cards(page: Page): Locator {
  return main(page).getByRole("article");
}

function cardTitles(page: Page): Locator {
  return cards(page).getByRole("heading", { level: 2 });
}

function card(page: Page, project: Project): Locator {
  return cards(page).filter({
    has: page.getByRole("heading", { level: 2, name: project.title, exact: true }),
  });
}

/** The "N projects" line, whichever N it shows. */
function resultCount(page: Page): Locator {
  const pattern = escapeRegExp(labels.resultCount).replace("\\{count\\}", "\\d+");
  return main(page).getByText(new RegExp(`^${pattern}$`));
}

function imageButton(page: Page, n: number): Locator {
  return main(page).getByRole("button", {
    name: fillLabel(labels.openImage, { n }),
    exact: true,
  });
}

function allImageButtons(page: Page): Locator {
  const pattern = escapeRegExp(labels.openImage).replace("\\{n\\}", "\\d+");
  return main(page).getByRole("button", { name: new RegExp(`^${pattern}$`) });
}

function lightbox(page: Page): Locator {
  return page.getByRole("dialog", { name: labels.lightbox.label, exact: true });
}

function projectNav(page: Page): Locator {
  return main(page).getByRole("navigation", { name: labels.projectNavigation, exact: true });
}

/** The link to the previous or next project, by the label its name starts with. */
function neighbourLink(page: Page, label: string): Locator {
  return linkBeginningWith(main(page), label);
}

// ---------------------------------------------------------------------------------------------
// Gallery state
// ---------------------------------------------------------------------------------------------

/** Each filter button with its `aria-pressed`, e.g. "Home: true". */
async function pressedState(page: Page): Promise<string[]> {
  return filterGroup(page)
    .getByRole("button")
    .evaluateAll((buttons) =>
      buttons.map(
        (button) =>
          `${button.textContent.trim()}: ${button.getAttribute("aria-pressed") ?? "(none)"}`,
      ),
    );
}

function pressedStateFor(current: string): string[] {
  return FILTER_BUTTONS.map((name) => `${name}: ${String(name === current)}`);
}

/**
 * The gallery shows `current` (a filter button's name) and exactly `shown`, in gallery order:
 * only that button is pressed, the cards are those projects, and the polite count says so.
 */
async function expectGalleryShowing(
  page: Page,
  current: string,
  shown: readonly Project[],
): Promise<void> {
  await expect
    .poll(() => pressedState(page), { message: `only "${current}" is pressed` })
    .toEqual(pressedStateFor(current));
  await expect(cardTitles(page)).toHaveText(shown.map((project) => project.title));
  await expect(resultCount(page)).toHaveText(countText(shown.length));
  await expect(resultCount(page)).toHaveAttribute("aria-live", "polite");
}

/** The address's `category` parameter (null when there is none) and its path. */
function filterInUrl(page: Page): { path: string; category: string | null; search: string } {
  const url = new URL(page.url());
  return { path: url.pathname, category: url.searchParams.get("category"), search: url.search };
}

// ---------------------------------------------------------------------------------------------
// Focus, keyboard and touch
// ---------------------------------------------------------------------------------------------

/** Presses Tab from the top of the page until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach the target in ${maxPresses} presses`);
}

/** What has focus: whether it is inside the lightbox dialog, and its name. */
async function focusInDialog(page: Page): Promise<{ inside: boolean; focused: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('[role="dialog"]');
    const focused = active
      ? `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent).trim().slice(0, 60)}"`
      : "(nothing)";
    return { inside: Boolean(dialog && active && dialog.contains(active)), focused };
  });
}

/** Opens a project page and opens image `n` with the keyboard: Tab to its button, Enter. */
async function openLightboxByKeyboard(page: Page, project: Project, n: number): Promise<void> {
  await open(page, projectPath(project));
  await tabTo(page, imageButton(page, n));
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeVisible();
}

/** Waits until the dialog's opening and image animations have finished. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  await settle(page);
}

/** The lightbox shows image `n` of the project: its picture, the alt as caption, "n of count". */
async function expectLightboxShowing(page: Page, project: Project, n: number): Promise<void> {
  const dialog = lightbox(page);
  const alt = imageAlt(project, n);
  const count = project.images.length;
  await expect(dialog.getByText(positionText(n, count), { exact: true })).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveCount(1);
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", alt);
  await expect(dialog.getByRole("img", { name: alt, exact: true })).toBeVisible();
  // The alt text is the visible caption, in the figure's caption.
  const caption = dialog.locator("figcaption");
  await expect(caption).toBeVisible();
  await expect(caption.getByText(alt, { exact: true })).toBeVisible();
  await expect(caption).toContainText(positionText(n, count));
}

// ---------------------------------------------------------------------------------------------
// Scripts and images
// ---------------------------------------------------------------------------------------------

/**
 * A string only the lightbox's code contains: the dialog's `aria-modal` attribute, which no other
 * part of the site sets (the mobile menu is not modal). It survives minification as a JSX prop.
 */
const LIGHTBOX_CODE_MARKER = "aria-modal";

interface ScriptLog {
  /** Every script URL requested so far, in order. */
  requested: string[];
  /** The bodies of the scripts whose responses have arrived. */
  bodies: Map<string, Promise<string>>;
}

function isScript(request: Request): boolean {
  return (
    request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)
  );
}

/** Records every script the page requests from now on, with its body. */
function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { requested: [], bodies: new Map() };
  page.on("request", (request) => {
    if (isScript(request)) log.requested.push(request.url());
  });
  page.on("response", (response: Response) => {
    if (isScript(response.request()) && response.ok()) {
      log.bodies.set(
        response.url(),
        response.text().catch(() => ""),
      );
    }
  });
  return log;
}

async function scriptsContaining(log: ScriptLog, urls: readonly string[], marker: string) {
  const found: string[] = [];
  for (const url of urls) {
    const body = (await log.bodies.get(url)) ?? "";
    if (body.includes(marker)) found.push(url);
  }
  return found;
}

function shortUrl(url: string): string {
  return new URL(url).pathname;
}

/** Scrolls the window so that `target`'s top sits `offset` px below the top of the viewport. */
async function scrollTopTo(target: Locator, offset: number): Promise<number> {
  return target.evaluate((element, gap) => {
    window.scrollTo(0, Math.round(element.getBoundingClientRect().top + window.scrollY - gap));
    return window.scrollY;
  }, offset);
}

// =============================================================================================
// /projects
// =============================================================================================

// One page load, a step per part; the last step follows a card away.
test(`gallery page: heading, introduction, the category filter, all ${projects.length} projects as cards, a card opening its page`, async ({
  page,
}) => {
  expect(projects.length, "DECISIONS §4 ships 9 to 12 projects").toBeGreaterThanOrEqual(9);
  expect(projects.length).toBeLessThanOrEqual(12);
  await open(page, GALLERY_PATH);

  await test.step("its heading, introduction and the category filter", async () => {
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(copy.heading);
    await expect(main(page).getByText(copy.intro, { exact: true })).toBeVisible();

    // Toggle buttons named by gallery.yaml, in DECISIONS §4's order; All is the one pressed.
    expect([labels.allLabel, ...labels.categories.map((category) => category.label)]).toEqual([
      ...FILTER_BUTTONS,
    ]);
    expect(labels.categories.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    const group = filterGroup(page);
    await expect(group).toBeVisible();
    await expect(group.getByRole("button")).toHaveText([...FILTER_BUTTONS]);
    await expect.poll(() => pressedState(page)).toEqual(pressedStateFor(labels.allLabel));
    await expect(resultCount(page)).toHaveText(countText(projects.length));
    await expect(resultCount(page)).toHaveAttribute("aria-live", "polite");
  });

  await test.step("every project as a card in gallery order, with cover, title, category and location", async () => {
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(cardTitles(page)).toHaveText(projects.map((project) => project.title));

    for (const project of projects) {
      const item = card(page, project);
      await expect(item, `the card of "${project.title}"`).toHaveCount(1);
      await expect(item.getByRole("img")).toHaveCount(1);
      await expect(item.getByRole("img")).toHaveAttribute("alt", project.cover.alt);
      await expect(item.getByText(categoryLabel(project.category), { exact: true })).toBeVisible();
      await expect(item.getByText(project.location, { exact: true })).toBeVisible();
      const link = item.getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", projectPath(project));
      await expect(link).toHaveAccessibleName(new RegExp(escapeRegExp(project.title)));
    }
  });

  await test.step("a card opens its project page client-side", async () => {
    const project = projectAt(1);
    await markDocument(page);
    await card(page, project).getByRole("link").click();
    await page.waitForURL((url) => url.pathname === projectPath(project));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expectSameDocument(page);
  });
});

test.describe("gallery filter", () => {
  // One page, each category in turn, as a visitor browsing them would: a step per category.
  test("each category shows only its projects, puts ?category=<id> in the address client-side, and All undoes it; the four split the projects", async ({
    page,
  }) => {
    await open(page, GALLERY_PATH);
    await markDocument(page);
    const seen = new Map<string, string[]>();
    let total = 0;

    for (const id of CATEGORY_IDS) {
      const name = categoryLabel(id);
      await test.step(`"${name}"`, async () => {
        await filterButton(page, name).click();
        await expect
          .poll(() => filterInUrl(page))
          .toEqual({
            path: GALLERY_PATH,
            category: id,
            search: `?category=${id}`,
          });
        await expectGalleryShowing(page, name, projectsIn(id));
        await expectSameDocument(page);
        const titles = await cardTitles(page).allTextContents();
        total += titles.length;
        for (const title of titles) seen.set(title, [...(seen.get(title) ?? []), id]);

        await filterButton(page, labels.allLabel).click();
        await expect
          .poll(() => filterInUrl(page))
          .toEqual({ path: GALLERY_PATH, category: null, search: "" });
        await expectGalleryShowing(page, labels.allLabel, projects);
        await expectSameDocument(page);
      });
    }

    expect(total, "the category counts add up to every project").toBe(projects.length);
    const expected = Object.fromEntries(
      projects.map((project) => [project.title, [project.category]]),
    );
    expect(Object.fromEntries(seen), "each project under exactly its YAML category").toEqual(
      expected,
    );
  });

  test("Back restores the previous filter and Forward brings the next one again", async ({
    page,
  }) => {
    const home = categoryLabel("home");
    const commercial = categoryLabel("commercial");
    await open(page, GALLERY_PATH);
    await markDocument(page);

    await filterButton(page, home).click();
    await expectGalleryShowing(page, home, projectsIn("home"));
    await filterButton(page, commercial).click();
    await expectGalleryShowing(page, commercial, projectsIn("commercial"));
    expect(filterInUrl(page).category).toBe("commercial");

    await page.goBack();
    await expect.poll(() => filterInUrl(page).category).toBe("home");
    await expectGalleryShowing(page, home, projectsIn("home"));

    await page.goBack();
    await expect
      .poll(() => filterInUrl(page))
      .toEqual({
        path: GALLERY_PATH,
        category: null,
        search: "",
      });
    await expectGalleryShowing(page, labels.allLabel, projects);

    await page.goForward();
    await expect.poll(() => filterInUrl(page).category).toBe("home");
    await expectGalleryShowing(page, home, projectsIn("home"));

    await page.goForward();
    await expect.poll(() => filterInUrl(page).category).toBe("commercial");
    await expectGalleryShowing(page, commercial, projectsIn("commercial"));
    await expectSameDocument(page);
  });

  test("changing the filter keeps the scroll position", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, GALLERY_PATH);
    await settle(page);
    // Scroll down until the filter sits near the top of the screen; it stays clickable there.
    // (Below the sticky header, so that clicking needs no scrolling of its own.)
    const before = await scrollTopTo(filterGroup(page), 200);
    expect(before, "the page scrolled down").toBeGreaterThan(100);

    const home = categoryLabel("home");
    await filterButton(page, home).click();
    await expectGalleryShowing(page, home, projectsIn("home"));
    await settle(page);
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(room, "the filtered page is still long enough to stay where it was").toBeGreaterThan(
      before,
    );
    expect(await page.evaluate(() => window.scrollY), "scrollY after the filter").toBe(before);

    await filterButton(page, labels.allLabel).click();
    await expectGalleryShowing(page, labels.allLabel, projects);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY), "scrollY after All").toBe(before);
  });
});

test.describe("gallery deep links", () => {
  test("/projects?category=unknown falls back to All without an error", async ({ page }) => {
    await open(page, `${GALLERY_PATH}?category=unknown`);
    await page.waitForLoadState("networkidle");
    await expectGalleryShowing(page, labels.allLabel, projects);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
  });

  test("/projects?category=commercial shows only the commercial projects, Commercial pressed, with no layout shift at 412 px while the filter applies", async ({
    page,
  }) => {
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await recordLayoutShifts(page);
    await open(page, `${GALLERY_PATH}?category=commercial`);
    await expectGalleryShowing(page, categoryLabel("commercial"), projectsIn("commercial"));
    expect(filterInUrl(page).category).toBe("commercial");
    await page.waitForLoadState("networkidle");
    await settle(page);
    await expectNoLayoutShift(page);
  });
});

// =============================================================================================
// /projects/<slug>
// =============================================================================================

for (const project of SAMPLE_PROJECTS) {
  const { previous, next } = neighboursOf(projects, project.slug);

  // One page load, a step per part; the last step follows the link back to the gallery.
  test(`project page ${projectPath(project)}: title, facts, images, neighbours, way back`, async ({
    page,
  }) => {
    expect(project.images.length, "DECISIONS §4: 4 to 8 images").toBeGreaterThanOrEqual(4);
    expect(project.images.length).toBeLessThanOrEqual(8);
    await open(page, projectPath(project));

    await test.step("one h1 (the title), the facts and the summary", async () => {
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(h1).toHaveText(project.title);

      // The facts as a description list: Category, Location, Year and their values, then
      // those the project gives of area, duration, photographer and scope (a list of lines).
      const facts: [string, string][] = [
        [labels.facts.category, categoryLabel(project.category)],
        [labels.facts.location, project.location],
        [labels.facts.year, String(project.year)],
      ];
      if (project.area) facts.push([labels.facts.area, formatArea(project.area, site.locale)]);
      if (project.duration) facts.push([labels.facts.duration, project.duration]);
      if (project.photographer) facts.push([labels.facts.photographer, project.photographer]);
      if (project.scope?.length) facts.push([labels.facts.scope, project.scope.join("")]);
      await expect(main(page).getByRole("term")).toHaveText(facts.map(([term]) => term));
      await expect(main(page).getByRole("definition")).toHaveText(
        facts.map(([, definition]) => definition),
      );
      await expect(main(page).getByText(project.summary, { exact: true })).toBeVisible();
    });

    await test.step("its images as buttons that open them larger", async () => {
      const buttons = allImageButtons(page);
      await expect(buttons).toHaveCount(project.images.length);
      for (const [index, image] of project.images.entries()) {
        const button = imageButton(page, index + 1);
        await expect(button).toHaveCount(1);
        await expect(buttons.nth(index)).toHaveAccessibleName(
          fillLabel(labels.openImage, { n: index + 1 }),
        );
        await expect(button.getByRole("img")).toHaveCount(1);
        await expect(button.getByRole("img")).toHaveAttribute("alt", image.alt);
      }
    });

    await test.step(`ends with a navigation landmark named '${labels.projectNavigation}' holding the previous and next links`, async () => {
      const nav = projectNav(page);
      await expect(nav, `<nav aria-label="${labels.projectNavigation}">`).toHaveCount(1);
      await expect(nav.getByRole("link")).toHaveCount(2);
      await expect(nav.getByRole("link").nth(0)).toHaveAttribute("href", projectPath(previous));
      await expect(nav.getByRole("link").nth(1)).toHaveAttribute("href", projectPath(next));
    });

    await test.step(`links to the previous project (${previous.slug}), the next (${next.slug}) and back to the gallery`, async () => {
      const previousLink = neighbourLink(page, labels.previousProject);
      await expect(previousLink).toHaveCount(1);
      await expect(previousLink).toHaveAttribute("href", projectPath(previous));
      await expect(previousLink).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(labels.previousProject)}\\s+${escapeRegExp(previous.title)}$`),
      );
      const nextLink = neighbourLink(page, labels.nextProject);
      await expect(nextLink).toHaveCount(1);
      await expect(nextLink).toHaveAttribute("href", projectPath(next));
      await expect(nextLink).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(labels.nextProject)}\\s+${escapeRegExp(next.title)}$`),
      );
      await expectInDocumentOrder(page, [
        {
          label: "the images",
          locator: main(page)
            .getByRole("list")
            .filter({
              has: page.getByRole("button", {
                name: fillLabel(labels.openImage, { n: 1 }),
                exact: true,
              }),
            }),
        },
        { label: "the previous-project link", locator: previousLink },
        { label: "the next-project link", locator: nextLink },
      ]);

      const back = main(page).getByRole("link", { name: labels.backToGallery, exact: true });
      await expect(back).toHaveCount(1);
      await expect(back).toHaveAttribute("href", GALLERY_PATH);
      await markDocument(page);
      await back.click();
      await page.waitForURL((url) => url.pathname === GALLERY_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expectSameDocument(page);
    });
  });
}

test.describe("project pages in order", () => {
  test(`Next from the newest project visits all ${projects.length} in gallery order and wraps to the first; Previous from it wraps to the oldest`, async ({
    page,
  }) => {
    const first = projectAt(0);
    await open(page, projectPath(first));
    await markDocument(page);
    const visited: string[] = [];
    for (let step = 0; step < projects.length; step += 1) {
      const current = projectAt(step);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(current.title);
      visited.push(current.slug);
      await neighbourLink(page, labels.nextProject).click();
      const upcoming = projectAt((step + 1) % projects.length);
      await page.waitForURL((url) => url.pathname === projectPath(upcoming));
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    expect(new Set(visited).size).toBe(projects.length);
    await expectSameDocument(page);

    // And back from the newest, Previous wraps to the oldest.
    const last = projectAt(-1);
    await neighbourLink(page, labels.previousProject).click();
    await page.waitForURL((url) => url.pathname === projectPath(last));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
  });
});

// =============================================================================================
// Lightbox
// =============================================================================================

test.describe("lightbox by keyboard", () => {
  // Each test opens the lightbox once and works through what a visitor does with it, a step each.
  test("Tab to an image and Enter opens a labelled modal dialog; arrows and buttons move, wrapping at both ends; Tab stays inside", async ({
    page,
  }) => {
    await openLightboxByKeyboard(page, LIGHTBOX_PROJECT, 1);
    const dialog = lightbox(page);

    await test.step("a labelled modal dialog at the image, with focus inside", async () => {
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
      await expect
        .poll(() => focusInDialog(page), { message: "focus moved into the dialog" })
        .toMatchObject({ inside: true });
      for (const name of [labels.lightbox.close, labels.lightbox.previous, labels.lightbox.next]) {
        await expect(dialog.getByRole("button", { name, exact: true })).toBeVisible();
      }
    });

    await test.step("ArrowRight and ArrowLeft move through the images and wrap at both ends", async () => {
      await page.keyboard.press("ArrowRight");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 2);
      await page.keyboard.press("ArrowLeft");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
      await page.keyboard.press("ArrowLeft");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, IMAGE_COUNT);
      await page.keyboard.press("ArrowRight");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);

      for (let n = 2; n <= IMAGE_COUNT; n += 1) {
        await page.keyboard.press("ArrowRight");
        await expectLightboxShowing(page, LIGHTBOX_PROJECT, n);
      }
      await page.keyboard.press("ArrowRight");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
    });

    await test.step("the Next image and Previous image buttons move too", async () => {
      await dialog.getByRole("button", { name: labels.lightbox.next, exact: true }).click();
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 2);
      await dialog.getByRole("button", { name: labels.lightbox.previous, exact: true }).click();
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
      await dialog.getByRole("button", { name: labels.lightbox.previous, exact: true }).click();
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, IMAGE_COUNT);
    });

    await test.step("Tab and Shift+Tab cycle focus inside the dialog only", async () => {
      const visited = new Set<string>();
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let press = 0; press < 12; press += 1) {
          await page.keyboard.press(key);
          const focus = await focusInDialog(page);
          expect(focus.inside, `after ${key} #${press + 1} focus is on ${focus.focused}`).toBe(
            true,
          );
          visited.add(focus.focused);
        }
      }
      const names = [...visited].join(", ");
      for (const name of [labels.lightbox.close, labels.lightbox.previous, labels.lightbox.next]) {
        expect(names, `Tab reaches "${name}"`).toContain(`"${name}`);
      }
      await expect(dialog).toBeVisible();
    });
  });

  test("while open the page behind is inert and still; Escape and Close close it, focus back on the image's button", async ({
    page,
  }) => {
    await openLightboxByKeyboard(page, LIGHTBOX_PROJECT, 3);
    const root = page.locator("#___gatsby");

    await test.step("while open the page behind is inert and does not scroll", async () => {
      await settleAnimations(page);
      await expect(root).toHaveAttribute("inert", "");
      expect(
        await lightbox(page).evaluate((element) => element.closest("#___gatsby") === null),
        "the dialog sits outside the inert page",
      ).toBe(true);

      const before = await page.evaluate(() => window.scrollY);
      const viewport = page.viewportSize() ?? DESKTOP;
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press("PageDown");
      await page.keyboard.press("End");
      await settle(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY), "the page did not scroll").toBe(before);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflowY),
        "the document's scrolling is locked",
      ).toBe("hidden");
    });

    await test.step("Escape closes it and focus returns to the image's button", async () => {
      await page.keyboard.press("ArrowRight");
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 4);
      await page.keyboard.press("Escape");
      await expect(lightbox(page)).toHaveCount(0);
      await expect(imageButton(page, 3)).toBeFocused();
      await expect(root).not.toHaveAttribute("inert", /.*/);
    });

    await test.step("closed again, the page is live and scrolls", async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), {
          message: "the page scrolls after close",
        })
        .toBeGreaterThan(before);
    });

    await test.step("the Close button closes it, by keyboard and by pointer", async () => {
      await imageButton(page, 2).focus();
      await page.keyboard.press("Enter");
      const close = lightbox(page).getByRole("button", {
        name: labels.lightbox.close,
        exact: true,
      });
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(lightbox(page)).toHaveCount(0);
      await expect(imageButton(page, 2)).toBeFocused();

      await imageButton(page, 4).click();
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 4);
      await close.click();
      await expect(lightbox(page)).toHaveCount(0);
      await expect(imageButton(page, 4)).toBeFocused();
    });
  });
});

test.describe("lightbox code", () => {
  test("is fetched when an image is first opened, not before", async ({ page }) => {
    const scripts = recordScripts(page);
    const project = projectAt(0);
    await open(page, projectPath(project));
    await page.waitForLoadState("networkidle");
    // Bring in everything the page loads lazily by itself (images, their hydration code).
    await scrollToBottom(page);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");

    const before = [...scripts.requested];
    expect(before.length, "the page loaded its scripts").toBeGreaterThan(0);
    expect(
      (await scriptsContaining(scripts, before, LIGHTBOX_CODE_MARKER)).map(shortUrl),
      `no script loaded before the first open holds the lightbox's code; loaded: ${before.map(shortUrl).join(", ")}`,
    ).toEqual([]);

    await imageButton(page, 1).click();
    await expect(lightbox(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    const fetchedOnOpen = scripts.requested.filter((url) => !before.includes(url));
    expect(fetchedOnOpen.length, "opening an image fetched a new script").toBeGreaterThan(0);
    expect(
      (await scriptsContaining(scripts, fetchedOnOpen, LIGHTBOX_CODE_MARKER)).length,
      `a script fetched on open holds the lightbox's code; fetched: ${fetchedOnOpen.map(shortUrl).join(", ")}`,
    ).toBeGreaterThan(0);

    // Opening it again needs nothing more.
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    const afterFirst = scripts.requested.length;
    await imageButton(page, 2).click();
    await expectLightboxShowing(page, project, 2);
    expect(scripts.requested.slice(afterFirst).map(shortUrl)).toEqual([]);
  });

  test("a lightbox that fails to load shows a friendly message with a reload link", async ({
    page,
    errorGuard,
  }) => {
    // The failed request for the chunk, and React's report of the error its boundary caught
    // (should it log one): expected here, and only here.
    errorGuard.allow(
      /^console\.error: Failed to load resource: net::ERR_FAILED \[\S+\.js\]$/,
      /ChunkLoadError|Loading chunk \S+ failed/,
    );
    const project = LIGHTBOX_PROJECT;
    await open(page, projectPath(project));
    await page.waitForLoadState("networkidle");

    // From now on any script holding the lightbox's code fails to arrive, as after a redeploy.
    const blocked: string[] = [];
    await page.route(/\.m?js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(LIGHTBOX_CODE_MARKER)) {
        blocked.push(shortUrl(route.request().url()));
        await route.abort("failed");
      } else {
        await route.fulfill({ response, body });
      }
    });

    await markDocument(page);
    await imageButton(page, 2).click();
    const alert = page.getByRole("alert").filter({ hasText: labels.loadError.heading });
    await expect(alert).toBeVisible();
    expect(blocked.length, "the lightbox's code was requested and blocked").toBeGreaterThan(0);
    await expect(alert.getByRole("heading", { name: labels.loadError.heading })).toBeVisible();
    await expect(alert.getByText(labels.loadError.text, { exact: true })).toBeVisible();
    const retry = alert.getByRole("link", { name: labels.loadError.retry, exact: true });
    await expect(retry).toBeVisible();
    // The page's own absolute address (same origin, no #fragment), never a path-only link.
    await expect(retry).toHaveAttribute("href", new URL(projectPath(project), page.url()).href);
    await expect(alert).toBeInViewport();

    // The rest of the page is still there and no dialog half-opened.
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expect(allImageButtons(page)).toHaveCount(project.images.length);
    await expect(neighbourLink(page, labels.nextProject)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("#___gatsby")).not.toHaveAttribute("inert", /.*/);
    await expectSameDocument(page);

    // With the network back, the link loads the page afresh and the lightbox works.
    await page.unrouteAll({ behavior: "wait" });
    await retry.click();
    await page.waitForURL((url) => url.pathname === projectPath(project));
    await expect.poll(() => page.evaluate(() => window.__marker)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await page.waitForLoadState("load");
    await expect(page.getByRole("alert").filter({ hasText: labels.loadError.heading })).toHaveCount(
      0,
    );
  });
});

test.describe("lightbox on a touch phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a swipe left shows the next image, a swipe right the previous", async ({ page }) => {
    await open(page, projectPath(LIGHTBOX_PROJECT));
    await imageButton(page, 1).tap();
    await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
    await settleAnimations(page);
    const picture = lightbox(page).getByRole("img");

    await swipe(page, picture, "left");
    await expectLightboxShowing(page, LIGHTBOX_PROJECT, 2);
    await settleAnimations(page);
    await swipe(page, lightbox(page).getByRole("img"), "right");
    await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
    await settleAnimations(page);
    await swipe(page, lightbox(page).getByRole("img"), "right");
    await expectLightboxShowing(page, LIGHTBOX_PROJECT, IMAGE_COUNT);
  });
});

// =============================================================================================
// Accessibility and layout of the states only a visitor's action brings
// =============================================================================================

test.describe("gallery accessibility in its states", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`/projects is axe clean at ${viewport.width} px with a category chosen`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, GALLERY_PATH);
      await filterButton(page, categoryLabel("styling-staging")).click();
      await expectGalleryShowing(
        page,
        categoryLabel("styling-staging"),
        projectsIn("styling-staging"),
      );
      await expectNoAxeViolations(page, testInfo);
    });

    test(`the open lightbox is axe clean at ${viewport.width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, projectPath(LIGHTBOX_PROJECT));
      await imageButton(page, 2).click();
      await expectLightboxShowing(page, LIGHTBOX_PROJECT, 2);
      await expect
        .poll(() =>
          lightbox(page)
            .getByRole("img")
            .evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
      await settleAnimations(page);
      await expectNoAxeViolations(page, testInfo);
    });
  }
});

test.describe("gallery layout in its states", () => {
  test("the open lightbox has no horizontal overflow at 320 px", async ({ page }) => {
    await page.setViewportSize(NARROW_PHONE);
    await open(page, projectPath(LIGHTBOX_PROJECT));
    await imageButton(page, 1).click();
    await expectLightboxShowing(page, LIGHTBOX_PROJECT, 1);
    await settleAnimations(page);
    const { overflowing } = await lightbox(page).evaluate((dialog) => ({
      overflowing: Array.from(dialog.querySelectorAll<HTMLElement>("*"))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`;
        }),
    }));
    expect(overflowing, "parts of the lightbox outside a 320 px screen").toEqual([]);
  });
});
