import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { projectFacts } from "../src/components/projects/ProjectIntro/project-facts";
import { formatArea } from "../src/lib/area";
import { neighboursIn } from "../src/lib/gallery-order";
import { fillTemplate } from "../src/utils/fill-template";
import { required } from "../src/utils/required";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { type Project, content } from "./support/content";
import {
  expectNoLayoutShift,
  expectPicturesLoaded,
  recordLayoutShifts,
  scrollToBottom,
} from "./support/page-checks";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import { LIGHTHOUSE_PHONE, NARROW_PHONE, open } from "./support/site";
import { swipe } from "./support/touch";
import { projectPath } from "../src/lib/project-path";

/**
 * A project page as a visitor takes it in (docs/pages.md, "Project pages"): facts, neighbours,
 * the lightbox, before and after. Their rules in detail are jest's (Lightbox.test.tsx,
 * ComparisonSlider.test.tsx, gallery-order.test.ts…); the page-wide ones, the route matrix's.
 */

const labels = content.gallery();
const site = content.site();
const projects = content.projects();
const pathOf = (project: Project) => projectPath(project.slug);

/** Gives every optional fact, press and before-and-after pairs. */
const RENOVATION = required(
  projects.find((p) => p.slug === "koregaon-park-apartment-renovation"),
  "the renovation project",
);
const PAIRS = RENOVATION.beforeAfter ?? [];
const AFTER_ALT = required(PAIRS[0], "a pair").after.alt;
/** Leaves out every optional fact, press and pairs (null, '' or [] in its file). */
const PLAIN = required(
  projects.find((p) =>
    [p.area, p.duration, p.photographer, p.scope?.[0], p.press?.[0], p.beforeAfter?.[0]].every(
      (fact) => !fact,
    ),
  ),
  "a project without optional facts",
);

/** The build's chunks, by file name: the lightbox's is the only code setting `aria-modal`. */
const PUBLIC = path.resolve(__dirname, "../public");
const chunks = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"));
const LIGHTBOX_CHUNKS = chunks.filter((file) =>
  readFileSync(path.join(PUBLIC, file), "utf8").includes("aria-modal"),
);
const SLIDER_CHUNKS = chunks.filter((file) => /^before-after-[0-9a-f]+\.js$/.test(file));
const TEMPLATE_CHUNKS = chunks.filter((file) =>
  file.startsWith("component---src-templates-project"),
);

/** Which of these chunks the page has requested, from now on. */
function recordChunks(page: Page, files: readonly string[]): () => string[] {
  const requested = new Set<string>();
  page.on("request", (request) => requested.add(path.basename(new URL(request.url()).pathname)));
  return () => files.filter((file) => requested.has(file));
}

const imageButton = (page: Page, n: number): Locator =>
  page
    .getByRole("main")
    .getByRole("button", { name: fillTemplate(labels.openImage, { n }), exact: true });
const lightbox = (page: Page): Locator =>
  page.getByRole("dialog", { name: labels.lightbox.label, exact: true });

/** The lightbox shows picture `n`: "n of count" and its alt text as the caption. */
async function expectPicture(page: Page, project: Project, n: number): Promise<void> {
  const position = fillTemplate(labels.lightbox.position, { n, count: project.images.length });
  const alt = project.images[n - 1]?.alt ?? "";
  await expect(lightbox(page).getByRole("img", { name: alt, exact: true })).toBeVisible();
  await expect(lightbox(page).locator("figcaption")).toHaveText(`${position} ${alt}`);
}

/** Waits until the lightbox's opening and picture animations have ended or been cancelled. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
}

/** Presses Tab until `target` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, "reached by Tab within 60 presses").toBeFocused();
}

test(`a visitor reads ${pathOf(RENOVATION)} and walks on to its neighbours`, async ({ page }) => {
  const { previous, next } = neighboursIn(projects, projects.indexOf(RENOVATION));
  await open(page, pathOf(RENOVATION));
  const main = page.getByRole("main");

  await test.step("the title, every fact the project gives, the summary, the press", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RENOVATION.title);
    const category = labels.categories.find(({ id }) => id === RENOVATION.category)?.label;
    const area = RENOVATION.area && { label: formatArea(RENOVATION.area, site.locale) };
    const facts = projectFacts({ ...RENOVATION, category: category ?? "", area }, labels.facts);
    await expect(main.getByRole("term")).toHaveText(facts.map((fact) => fact.label));
    await expect(main.getByRole("definition")).toHaveText(
      facts.map((fact) => (typeof fact.value === "string" ? fact.value : fact.value.join(""))),
    );
    await expect(main.getByText(RENOVATION.summary, { exact: true })).toBeVisible();
    // The press links open in a new tab and say so (their rel: the route matrix).
    const press = main.getByRole("region", { name: labels.press, exact: true });
    for (const article of RENOVATION.press ?? []) {
      const name = `${article.title} ${site.labels.opensInNewTab}`;
      const link = press.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", article.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(press.getByText(article.publication, { exact: true })).toBeVisible();
    }
  });

  await test.step("the previous and next projects in the gallery's order, one hop each way", async () => {
    const more = main.getByRole("navigation", { name: labels.projectNavigation, exact: true });
    const link = (label: string) => more.getByRole("link", { name: label });
    await expect(link(labels.previousProject)).toHaveAttribute("href", pathOf(previous));
    await expect(link(labels.previousProject)).toContainText(previous.title);
    await link(labels.nextProject).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
    await link(labels.previousProject).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RENOVATION.title);
  });

  await test.step("the way back to the gallery", async () => {
    await main.getByRole("link", { name: labels.backToGallery, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/projects");
  });
});

test(`before and after on ${pathOf(RENOVATION)}: keys and a pointer move the divider`, async ({
  page,
}) => {
  const security = await recordSecurityLog(page);
  await recordLayoutShifts(page);
  const sliderChunks = recordChunks(page, SLIDER_CHUNKS);
  await page.setViewportSize(LIGHTHOUSE_PHONE);
  await open(page, pathOf(RENOVATION));
  const section = page.getByRole("region", { name: labels.beforeAfter.heading, exact: true });
  const slider = section.getByRole("slider").first();
  const frame = slider.locator("xpath=..");

  /** The slider's value, its spoken value and the divider's place in the frame, all at `share`. */
  async function expectAt(share: number): Promise<void> {
    await expect(slider).toHaveValue(String(share));
    const spoken = fillTemplate(labels.beforeAfter.position, { before: share, after: 100 - share });
    await expect(slider).toHaveAttribute("aria-valuetext", spoken);
    const divider = () =>
      frame.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const line = element
          .querySelector(':scope > [aria-hidden="true"]')
          ?.getBoundingClientRect();
        return line ? ((line.left + line.width / 2 - box.left) / box.width) * 100 : NaN;
      });
    await expect.poll(divider).toBeCloseTo(share, 0);
  }

  await test.step("each pair a figure: caption, both pictures, a named slider at 50%", async () => {
    const figures = section.getByRole("figure");
    await expect(figures).toHaveCount(PAIRS.length);
    for (const [index, pair] of PAIRS.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("figcaption")).toHaveText(pair.caption);
      await expect(figure.getByRole("img", { name: pair.before.alt, exact: true })).toBeVisible();
      await expect(figure.getByRole("img", { name: pair.after.alt, exact: true })).toBeVisible();
      const name = fillTemplate(labels.beforeAfter.compare, { caption: pair.caption });
      await expect(figure.getByRole("slider", { name, exact: true })).toHaveValue("50");
    }
    expect(sliderChunks(), "the slider's chunk").toHaveLength(1);
  });

  await test.step("no layout shift at 412 px while the pictures and sliders load", async () => {
    await scrollToBottom(page);
    await expectNoLayoutShift(page);
  });

  await test.step("the keys move it, with visible focus on the handle", async () => {
    await slider.focus();
    // The browser's own range keys (jsdom has none): one step, ten, the ends.
    const keys = { ArrowRight: 51, PageUp: 61, Home: 0, End: 100 };
    for (const [key, share] of Object.entries(keys)) {
      await page.keyboard.press(key);
      await expectAt(share);
    }
    await expect(frame.locator('[aria-hidden="true"] > span')).toHaveCSS("outline-style", "solid");
  });

  await test.step("a pointer drag moves it; a vertical swipe or a pinch is left to the page", async () => {
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    if (!box) throw new Error("the frame is not laid out");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await expectAt(20);
    await page.mouse.move(box.x + box.width * 0.75, y, { steps: 8 });
    await page.mouse.up();
    await expectAt(75);
    await expect(frame).toHaveCSS("touch-action", "pan-y pinch-zoom");
  });

  // No Content-Security-Policy violation, loaded and moved.
  await expectNoSecurityReports(security);
});

test("a visitor opens a project's pictures by keyboard in the lightbox", async ({
  page,
}, testInfo) => {
  const lightboxChunks = recordChunks(page, LIGHTBOX_CHUNKS);
  const sliderChunks = recordChunks(page, SLIDER_CHUNKS);
  await open(page, pathOf(PLAIN));
  const main = page.getByRole("main");

  await test.step("a project without optional facts: category, location and year only", async () => {
    const { category, location, year } = labels.facts;
    await expect(main.getByRole("term")).toHaveText([category, location, year]);
    await expect(main.getByRole("region", { name: labels.press, exact: true })).toHaveCount(0);
  });

  await test.step("no pairs, and neither the slider's nor the lightbox's code fetched", async () => {
    await page.waitForLoadState("networkidle");
    await expect(main.getByRole("slider")).toHaveCount(0);
    expect(LIGHTBOX_CHUNKS, "one chunk holds the lightbox").toHaveLength(1);
    expect([...sliderChunks(), ...lightboxChunks()]).toEqual([]);
  });

  await test.step("Tab to a picture and Enter: a labelled modal dialog, its code fetched now", async () => {
    await tabTo(page, imageButton(page, 2));
    await page.keyboard.press("Enter");
    await expect(lightbox(page)).toHaveAttribute("aria-modal", "true");
    await expectPicture(page, PLAIN, 2);
    expect(lightboxChunks()).toEqual(LIGHTBOX_CHUNKS);
  });

  await test.step("the arrow keys move between the pictures", async () => {
    await page.keyboard.press("ArrowRight");
    await expectPicture(page, PLAIN, 3);
    await page.keyboard.press("ArrowLeft");
    await expectPicture(page, PLAIN, 2);
  });

  await test.step("axe clean with the lightbox open", async () => {
    await expectPicturesLoaded(lightbox(page).getByRole("img"));
    await settleAnimations(page);
    await expectNoAxeViolations(page, testInfo);
  });

  await test.step("Escape, a close request as Android's Back is, closes it; focus returns", async () => {
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    await expect(imageButton(page, 2)).toBeFocused();
  });
});

/** Refused as after a deploy: the page's own code (then nothing hydrates), its on-demand parts. */
const ON_DEMAND = [
  { part: "the page", files: TEMPLATE_CHUNKS, role: "slider" },
  { part: "the lightbox", files: LIGHTBOX_CHUNKS, role: "dialog" },
  { part: "the sliders", files: SLIDER_CHUNKS, role: "slider" },
] as const;

for (const { part, files, role } of ON_DEMAND) {
  test(`when the code of ${part} fails to load, a message offers to reload`, async ({
    page,
    errorGuard,
  }) => {
    errorGuard.allow(/net::ERR_FAILED/, /ChunkLoadError|Loading chunk|Not rendering React/);
    await page.route(
      (url) => files.includes(path.basename(url.pathname)),
      (route) => route.abort("failed"),
    );
    await (part === "the page" ? page.goto(pathOf(RENOVATION)) : open(page, pathOf(RENOVATION)));
    if (role === "dialog") await imageButton(page, 1).click();
    const { loadError } = site.labels;
    const alert = page.getByRole("alert").filter({ hasText: loadError.heading });
    await expect(alert.getByText(loadError.text, { exact: true })).toBeVisible();
    const reload = alert.getByRole("link", { name: loadError.retry, exact: true });
    await expect(reload).toHaveAttribute("href", new URL(pathOf(RENOVATION), page.url()).href);
    // The rest stays, pictures too (the sliders' failure blanked it; the page's hid them).
    await expect(page.getByRole("img", { name: AFTER_ALT, exact: true })).toBeVisible();
    await expect(page.getByRole(role)).toHaveCount(0);
  });
}

test.describe("on a touch phone", () => {
  test.use({ viewport: NARROW_PHONE, hasTouch: true, isMobile: true });

  test("a swipe moves the lightbox, which fits a 320 px screen", async ({ page }) => {
    await open(page, pathOf(RENOVATION));
    await imageButton(page, 1).tap();
    await expectPicture(page, RENOVATION, 1);
    await settleAnimations(page);
    await swipe(page, lightbox(page).getByRole("img"), "left");
    await expectPicture(page, RENOVATION, 2);
    await settleAnimations(page);
    await swipe(page, lightbox(page).getByRole("img"), "right");
    await expectPicture(page, RENOVATION, 1);

    const outside = await lightbox(page).evaluate((dialog) =>
      Array.from(dialog.querySelectorAll("*"))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(outside, "parts of the lightbox outside the screen").toEqual([]);
  });
});
