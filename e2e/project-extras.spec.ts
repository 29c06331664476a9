import type { Locator, Page } from "@playwright/test";
import { formatArea } from "../src/lib/area";
import { expectNoAxeViolations } from "./support/axe";
import { contactContent } from "./support/contact-content";
import { expect, test } from "./support/fixtures";
import {
  type Project,
  fillLabel,
  galleryLabels,
  projectsInGalleryOrder,
} from "./support/gallery-content";
import {
  expectInDocumentOrder,
  expectSoundHeadingOutline,
  recordLayoutShifts,
  expectNoLayoutShift,
  scrollToBottom,
  settle,
} from "./support/page-checks";
import {
  describePicture,
  judgePicture,
  loadAllPictures,
  readPictures,
} from "./support/responsive-images";
import { recordSecurityLog, type SecurityLog } from "./support/security";
import { siteContent } from "./support/seo-content";
import { DESKTOP, LIGHTHOUSE_PHONE, LIGHTHOUSE_PHONE_DPR, PHONE, open } from "./support/site";

/**
 * Issue 16 (DECISIONS §4): a renovation's rooms before and after, compared with a slider that
 * keys, a pointer and a finger move; a project's optional facts on the page and in its
 * structured data; the questions the contact page answers before the form. Every test runs
 * against the production build, under the real Content-Security-Policy.
 */

const labels = galleryLabels();
const site = siteContent();
const contact = contactContent();
const projects = projectsInGalleryOrder();

/** The project with the most before/after pairs (a renovation). */
const RENOVATION = projects.reduce((most, project) =>
  (project.beforeAfter?.length ?? 0) > (most.beforeAfter?.length ?? 0) ? project : most,
);
const PAIRS = RENOVATION.beforeAfter ?? [];

/** A project that gives none of the optional facts and no pairs. */
const PLAIN = projects.find(
  (project) =>
    // The editor writes a fact it shows empty as null, '' or [].
    !project.beforeAfter?.length &&
    !project.area &&
    !project.duration &&
    !project.scope?.length &&
    !project.photographer &&
    !project.press?.length,
);

function pathOf(project: Project): string {
  return `/projects/${project.slug}`;
}

/** The slider's code, a chunk of its own (webpackChunkName "before-after"). */
const SLIDER_CHUNK = /\/before-after-[0-9a-f]+\.js$/;

// ---------------------------------------------------------------------------------------------
// Locators and readings
// ---------------------------------------------------------------------------------------------

function beforeAfter(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("region", { name: labels.beforeAfter.heading, exact: true });
}

function slider(page: Page, index = 0): Locator {
  const caption = PAIRS[index]?.caption ?? "";
  return beforeAfter(page).getByRole("slider", {
    name: fillLabel(labels.beforeAfter.compare, { caption }),
    exact: true,
  });
}

/** The frame a slider moves: the element whose `--position` it sets. */
function frameOf(control: Locator): Locator {
  return control.locator("xpath=..");
}

/** Where the divider stands, as a share (0–100) of its frame's width, from the left. */
async function dividerShare(control: Locator): Promise<number> {
  return frameOf(control).evaluate((frame) => {
    const divider = frame.querySelector('[aria-hidden="true"]');
    if (!divider) throw new Error("no divider in the frame");
    const box = frame.getBoundingClientRect();
    const line = divider.getBoundingClientRect();
    return ((line.left + line.width / 2 - box.left) / box.width) * 100;
  });
}

/**
 * How much of the "before" picture shows, as a share of the frame: its clip's right inset,
 * measured by laying a probe of that width (a length, a percentage or a calc()) in the frame.
 */
async function beforeShare(control: Locator): Promise<number> {
  return frameOf(control).evaluate((frame) => {
    const layer = frame.firstElementChild;
    if (!(layer instanceof HTMLElement)) throw new Error("no before layer");
    const clip = getComputedStyle(layer).clipPath;
    // inset(top right bottom left): split the arguments at spaces outside parentheses.
    const inner = clip.replace(/^inset\(/, "").replace(/\)$/, "");
    const parts: string[] = [];
    let depth = 0;
    let current = "";
    for (const character of inner) {
      if (character === "(") depth += 1;
      if (character === ")") depth -= 1;
      if (character === " " && depth === 0) {
        parts.push(current);
        current = "";
      } else current += character;
    }
    parts.push(current);
    const probe = document.createElement("div");
    probe.style.position = "absolute";
    probe.style.width = parts[1] ?? "0px";
    frame.append(probe);
    const right = probe.getBoundingClientRect().width;
    probe.remove();
    const box = frame.getBoundingClientRect();
    return ((box.width - right) / box.width) * 100;
  });
}

/** The slider's value, the divider and the "before" picture's edge all at `share` percent. */
async function expectAt(control: Locator, share: number): Promise<void> {
  await expect.poll(async () => Number(await control.inputValue())).toBeCloseTo(share, 0);
  await expect.poll(() => dividerShare(control)).toBeCloseTo(share, 0);
  await expect.poll(() => beforeShare(control)).toBeCloseTo(share, 0);
  const before = Math.round(share);
  await expect(control).toHaveAttribute(
    "aria-valuetext",
    fillLabel(labels.beforeAfter.position, { before, after: 100 - before }),
  );
}

/** The middle of a point `share` percent across the frame, in page coordinates. */
async function pointAcross(control: Locator, share: number): Promise<{ x: number; y: number }> {
  const box = await frameOf(control).boundingBox();
  if (!box) throw new Error("the frame is not laid out");
  return { x: box.x + (box.width * share) / 100, y: box.y + box.height / 2 };
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached by Tab within ${most} presses`).toBeFocused();
}

function expectNoSecurityReports(log: SecurityLog): void {
  expect(log.violations, "Content-Security-Policy violations").toEqual([]);
  expect(log.messages, "console messages about the security headers").toEqual([]);
}

/** Opens the renovation page and waits for its sliders, which arrive after hydration. */
async function openRenovation(page: Page): Promise<void> {
  await open(page, pathOf(RENOVATION));
  await expect(beforeAfter(page).getByRole("slider")).toHaveCount(PAIRS.length);
}

// ---------------------------------------------------------------------------------------------
// Before and after
// ---------------------------------------------------------------------------------------------

test.describe(`before and after on ${pathOf(RENOVATION)}`, () => {
  test("the content holds pairs to compare", () => {
    expect(PAIRS.length, "the renovation with the most pairs has 2 or more").toBeGreaterThan(1);
  });

  test("shows each pair as a figure with its caption, both pictures, and a slider at 50%", async ({
    page,
  }) => {
    await openRenovation(page);
    const figures = beforeAfter(page).getByRole("figure");
    await expect(figures).toHaveCount(PAIRS.length);
    for (const [index, pair] of PAIRS.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("figcaption")).toHaveText(pair.caption);
      await expect(figure.getByRole("img", { name: pair.before.alt, exact: true })).toBeVisible();
      await expect(figure.getByRole("img", { name: pair.after.alt, exact: true })).toBeVisible();
      await expect(figure.getByText(labels.beforeAfter.before, { exact: true })).toBeVisible();
      await expect(figure.getByText(labels.beforeAfter.after, { exact: true })).toBeVisible();
      await expect(slider(page, index)).toHaveCount(1);
      await expectAt(slider(page, index), 50);
    }
    await expectSoundHeadingOutline(page);
  });

  test("the keys move the divider: arrows, Page Up and Down, Home and End, with visible focus", async ({
    page,
  }) => {
    await openRenovation(page);
    const control = slider(page);
    await tabTo(page, control);
    const handle = frameOf(control).locator('[aria-hidden="true"] > span');
    await expect(handle).toHaveCSS("outline-style", "solid");

    await page.keyboard.press("ArrowRight");
    await expectAt(control, 51);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectAt(control, 49);
    await page.keyboard.press("PageUp");
    await expectAt(control, 59);
    await page.keyboard.press("Home");
    await expectAt(control, 0);
    await page.keyboard.press("End");
    await expectAt(control, 100);
    await page.keyboard.press("ArrowDown");
    await expectAt(control, 99);
    // The other comparisons keep their own place.
    await expectAt(slider(page, 1), 50);
  });

  test("a pointer moves it: pressing on the pictures, then dragging across them", async ({
    page,
  }) => {
    await openRenovation(page);
    const control = slider(page);
    await frameOf(control).scrollIntoViewIfNeeded();
    const start = await pointAcross(control, 20);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await expectAt(control, 20);
    const end = await pointAcross(control, 75);
    await page.mouse.move(end.x, end.y, { steps: 8 });
    await expectAt(control, 75);
    // Past the edge it stops at the edge.
    const beyond = await pointAcross(control, 130);
    await page.mouse.move(beyond.x, beyond.y, { steps: 4 });
    await expectAt(control, 100);
    await page.mouse.up();
    const after = await pointAcross(control, 40);
    await page.mouse.move(after.x, after.y, { steps: 4 });
    await expectAt(control, 100);
    // The keys carry on from where the pointer left it.
    await expect(control).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expectAt(control, 99);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: PHONE });

    /** A finger on the screen, through Chromium's own touch input (so scrolling is real). */
    async function finger(page: Page) {
      const client = await page.context().newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
        client.send("Input.dispatchTouchEvent", {
          type,
          touchPoints: type === "touchEnd" ? [] : [{ x, y }],
        });
      return {
        /** Touches down at `from`, slides to `to` in small steps, and lifts. */
        async swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
          await touch("touchStart", from.x, from.y);
          for (let step = 1; step <= 12; step += 1) {
            await touch(
              "touchMove",
              from.x + ((to.x - from.x) * step) / 12,
              from.y + ((to.y - from.y) * step) / 12,
            );
          }
          await touch("touchEnd");
        },
        async tap(at: { x: number; y: number }) {
          await touch("touchStart", at.x, at.y);
          await touch("touchEnd");
        },
      };
    }

    test("a finger sliding sideways across the pictures moves it, and a tap places it", async ({
      page,
    }) => {
      await openRenovation(page);
      const control = slider(page);
      await frameOf(control).scrollIntoViewIfNeeded();
      const hand = await finger(page);
      await hand.swipe(await pointAcross(control, 30), await pointAcross(control, 80));
      await expectAt(control, 80);
      await hand.tap(await pointAcross(control, 25));
      await expectAt(control, 25);
    });

    test("a vertical swipe that starts on the pictures scrolls the page and leaves it be", async ({
      page,
    }) => {
      await openRenovation(page);
      const control = slider(page);
      await frameOf(control).scrollIntoViewIfNeeded();
      const scrolled = () => page.evaluate(() => window.scrollY);
      const before = await scrolled();
      const start = await pointAcross(control, 30);
      await (await finger(page)).swipe(start, { x: start.x, y: start.y - 200 });
      await expect.poll(scrolled).toBeGreaterThan(before + 100);
      await expectAt(control, 50);
    });
  });

  test("glides when keys move it, and jumps when the visitor asks for less motion", async ({
    page,
  }) => {
    await openRenovation(page);
    const divider = frameOf(slider(page)).locator('[aria-hidden="true"]');
    // Seconds; the site's reduced-motion rule leaves 0.01 ms, which no one sees.
    const duration = () =>
      divider.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    await expect.poll(duration).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(duration).toBeLessThan(0.001);
  });

  test("reserves each frame's box: no layout shift at 412 px while pictures and sliders load", async ({
    page,
  }) => {
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await recordLayoutShifts(page);
    await openRenovation(page);
    await scrollToBottom(page);
    await expectNoLayoutShift(page);
  });

  test("runs under the Content-Security-Policy without a violation, loaded and moved", async ({
    page,
  }) => {
    const log = await recordSecurityLog(page);
    await openRenovation(page);
    const control = slider(page);
    await tabTo(page, control);
    await page.keyboard.press("End");
    const point = await pointAcross(control, 30);
    await page.mouse.click(point.x, point.y);
    await expectAt(control, 30);
    await scrollToBottom(page);
    expectNoSecurityReports(log);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px, slider focused`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await openRenovation(page);
      await slider(page).focus();
      await settle(page);
      await expectNoAxeViolations(page, testInfo);
    });
  }

  for (const device of [
    {
      name: "Lighthouse phone",
      viewport: LIGHTHOUSE_PHONE,
      dpr: LIGHTHOUSE_PHONE_DPR,
      stepsAbove: 0,
    },
    { name: "desktop", viewport: DESKTOP, dpr: 1, stepsAbove: 1 },
  ]) {
    test.describe(`${device.name} (${device.viewport.width}px at DPR ${device.dpr})`, () => {
      test.use({ viewport: device.viewport, deviceScaleFactor: device.dpr });

      test("each picture of a pair gets a file that fits its frame", async ({ page }) => {
        test.slow();
        await openRenovation(page);
        await loadAllPictures(page);
        const alts = new Set(PAIRS.flatMap((pair) => [pair.before.alt, pair.after.alt]));
        const pictures = (await readPictures(page)).filter((use) => alts.has(use.alt));
        expect(pictures, "the pairs' pictures").toHaveLength(alts.size);
        const problems = pictures.flatMap((use) => {
          const problem = judgePicture(use, device.dpr, device.stepsAbove);
          return problem ? [`${problem}: ${describePicture(use, device.dpr)}`] : [];
        });
        expect(problems, problems.join("\n")).toEqual([]);
      });
    });
  }

  test("its code is fetched here, and not on a project without pairs", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openRenovation(page);
    expect(scripts.filter((path) => SLIDER_CHUNK.test(path))).toHaveLength(1);

    if (!PLAIN) throw new Error("no project without optional facts and pairs");
    scripts.length = 0;
    const response = await open(page, pathOf(PLAIN));
    // Gatsby's chunk map names every chunk on every page; no tag on this one loads it.
    expect(await response?.text()).not.toMatch(/(src|href)="\/before-after-/);
    await scrollToBottom(page);
    expect(scripts.length, "scripts were requested").toBeGreaterThan(0);
    expect(scripts.filter((path) => SLIDER_CHUNK.test(path))).toEqual([]);
    await expect(beforeAfter(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Facts and structured data
// ---------------------------------------------------------------------------------------------

interface JsonLdThing {
  "@type"?: string;
  [property: string]: unknown;
}

async function creativeWork(page: Page): Promise<JsonLdThing> {
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));
  const work = documents
    .map((text) => JSON.parse(text) as JsonLdThing)
    .find((thing) => thing["@type"] === "CreativeWork");
  if (!work) throw new Error("no CreativeWork in the page's JSON-LD");
  return work;
}

test.describe(`the facts of ${pathOf(RENOVATION)}`, () => {
  test("lists area, duration, photographer and scope, and links the press in new tabs", async ({
    page,
  }) => {
    const { area, duration, photographer, scope, press } = RENOVATION;
    if (!area || !duration || !photographer || !scope || !press) {
      throw new Error(`${RENOVATION.slug} should give every optional fact`);
    }
    await open(page, pathOf(RENOVATION));
    const main = page.getByRole("main");
    await expect(main.getByRole("term")).toHaveText([
      labels.facts.category,
      labels.facts.location,
      labels.facts.year,
      labels.facts.area,
      labels.facts.duration,
      labels.facts.photographer,
      labels.facts.scope,
    ]);
    await expect(main.getByRole("definition").nth(3)).toHaveText(formatArea(area, site.locale));
    await expect(main.getByRole("definition").nth(4)).toHaveText(duration);
    await expect(main.getByRole("definition").nth(5)).toHaveText(photographer);
    await expect(main.getByRole("definition").nth(6).getByRole("listitem")).toHaveText(scope);

    const articles = main.getByRole("region", { name: labels.press, exact: true });
    for (const article of press) {
      const link = articles.getByRole("link", {
        name: `${article.title} ${site.labels.opensInNewTab}`,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", article.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(articles.getByText(article.publication, { exact: true })).toBeVisible();
    }
  });

  test("its structured data parses and carries the facts", async ({ page }) => {
    await open(page, pathOf(RENOVATION));
    const work = await creativeWork(page);
    expect(work).toMatchObject({
      name: RENOVATION.title,
      size: {
        "@type": "QuantitativeValue",
        value: RENOVATION.area?.value,
        unitText: RENOVATION.area?.unit,
      },
      keywords: RENOVATION.scope,
      subjectOf: (RENOVATION.press ?? []).map((article) => ({
        "@type": "Article",
        headline: article.title,
        url: article.url,
        publisher: { "@type": "Organization", name: article.publication },
      })),
    });
    const images = Array.isArray(work.image) ? (work.image as JsonLdThing[]) : [];
    expect(images).toHaveLength(RENOVATION.images.length);
    for (const image of images) {
      expect(image).toMatchObject({
        "@type": "ImageObject",
        creator: { "@type": "Person", name: RENOVATION.photographer },
        creditText: RENOVATION.photographer,
      });
      expect(String(image.contentUrl)).toMatch(/^https?:\/\/.+\.webp$/);
    }
  });

  test("a project without them shows category, location and year only", async ({ page }) => {
    if (!PLAIN) throw new Error("no project without optional facts and pairs");
    await open(page, pathOf(PLAIN));
    const main = page.getByRole("main");
    await expect(main.getByRole("term")).toHaveText([
      labels.facts.category,
      labels.facts.location,
      labels.facts.year,
    ]);
    await expect(main.getByRole("region", { name: labels.press, exact: true })).toHaveCount(0);
    const work = await creativeWork(page);
    for (const property of ["size", "keywords", "subjectOf"]) {
      expect(work, `no ${property} in the JSON-LD`).not.toHaveProperty(property);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The contact page's questions
// ---------------------------------------------------------------------------------------------

test.describe("questions answered before the enquiry on /contact", () => {
  const items = contact.questions.items;

  function questions(page: Page): Locator {
    return page
      .getByRole("main")
      .getByRole("region", { name: contact.questions.heading, exact: true });
  }

  function summary(page: Page, index: number): Locator {
    return questions(page).locator("summary").nth(index);
  }

  function answer(page: Page, index: number): Locator {
    return questions(page).getByText(items[index]?.answer ?? "", { exact: true });
  }

  test("lists 5 to 8 questions, closed, before the form", async ({ page }) => {
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.length).toBeLessThanOrEqual(8);
    await open(page, "/contact");
    await expect(questions(page).locator("summary")).toHaveText(items.map((item) => item.question));
    for (const index of items.keys()) await expect(answer(page, index)).toBeHidden();
    await expectInDocumentOrder(page, [
      { label: "the questions", locator: questions(page) },
      {
        label: "the enquiry form's heading",
        locator: page.getByRole("heading", { name: contact.heading, exact: true }),
      },
    ]);
    await expectSoundHeadingOutline(page);
  });

  test("each opens and closes by keyboard, with visible focus", async ({ page }) => {
    await open(page, "/contact");
    const first = summary(page, 0);
    await tabTo(page, first);
    await expect(first).toHaveCSS("outline-style", "solid");

    await page.keyboard.press("Enter");
    await expect(answer(page, 0)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(answer(page, 0)).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(summary(page, 1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answer(page, 1)).toBeVisible();
    await expect(answer(page, 0)).toBeHidden();
    await page.keyboard.press("Space");
    await expect(answer(page, 1)).toBeHidden();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px, a question open`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, "/contact");
      await summary(page, 1).click();
      await expect(answer(page, 1)).toBeVisible();
      await expectNoAxeViolations(page, testInfo);
    });
  }

  test("opening the questions causes no Content-Security-Policy violation", async ({ page }) => {
    const log = await recordSecurityLog(page);
    await open(page, "/contact");
    for (const index of items.keys()) await summary(page, index).click();
    for (const index of items.keys()) await expect(answer(page, index)).toBeVisible();
    expectNoSecurityReports(log);
  });
});
