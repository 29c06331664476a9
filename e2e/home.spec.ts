import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectWordsThenPurpose } from "./support/action-links";
import { linkBeginningWith, main, sectionHeadedBy } from "./support/locators";
import { expectNoLayoutShift, recordLayoutShifts, scrollToBottom } from "./support/page-checks";
import { DESKTOP, LIGHTHOUSE_PHONE, PHONE, open } from "./support/site";
import { swipe } from "./support/touch";

/**
 * The home page (SPEC §2 "Home", §4, §9; DECISIONS §5 accessibility contract, §8 budgets):
 * the hero carousel, the sections that follow it, the testimonial slider, layout stability when
 * the web fonts arrive late, and the links onwards. Every test runs against the production build
 * in `public/`. The page-wide rules (outline, landmarks, images, CLS, overflow, axe…) are checked
 * in routes.spec.ts.
 */

const SLIDE_COUNT = 8;
const ROTATION_MS = 12_000;
const TESTIMONIAL_COUNT = 4;

const SECTION_HEADINGS = [
  "OUR PHILOSOPHY OF DESIGN SPACES THAT SPEAK, INSPIRE & ENDURE",
  "CRAFTED BY STUDIO ANVAYA",
  "OUR SERVICES",
  "CLIENT APPRECIATION",
  "Where Vision Meets Design Excellence",
] as const;

const SERVICE_CARDS = ["Interior Design", "Styling and Staging", "Renovations"] as const;

const ONWARD_LINKS = [
  { name: "LEARN MORE", href: "/about" },
  { name: "VIEW GALLERY", href: "/projects" },
  { name: "GET IN TOUCH", href: "/contact" },
] as const;

// ---------------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------------

function carousel(page: Page): Locator {
  return page.getByRole("region", { name: "Featured interiors", exact: true });
}

/** Slide `n` (1-based), whether or not it is hidden from assistive technology. */
function slide(region: Locator, n: number): Locator {
  return region.getByRole("group", {
    name: `${n} of ${SLIDE_COUNT}`,
    exact: true,
    includeHidden: true,
  });
}

function allSlides(region: Locator): Locator {
  return region.getByRole("group", { includeHidden: true });
}

function dot(region: Locator, n: number): Locator {
  return region.getByRole("button", { name: `Go to slide ${n}`, exact: true });
}

function allDots(region: Locator): Locator {
  return region.getByRole("button", { name: /^Go to slide \d+$/ });
}

function button(region: Locator, name: string): Locator {
  return region.getByRole("button", { name, exact: true });
}

function testimonials(page: Page): Locator {
  return sectionHeadedBy(page, "CLIENT APPRECIATION");
}

/** The polite live region that holds the testimonial shown (the hidden copies sit outside it). */
function liveTestimonial(page: Page): Locator {
  return testimonials(page).locator('[aria-live="polite"]');
}

// ---------------------------------------------------------------------------------------------
// Carousel state, as assistive technology sees it
// ---------------------------------------------------------------------------------------------

/**
 * Every slide and every dot, described by the attributes the contract names: the current slide
 * is "shown"; the others are `aria-hidden="true"` and `inert`; only the current dot carries
 * `aria-current="true"`.
 */
async function carouselState(region: Locator): Promise<{ slides: string[]; dots: string[] }> {
  const slides = await allSlides(region).evaluateAll((elements) =>
    elements.map((element) => {
      const flags = [
        element.getAttribute("aria-hidden") === "true" ? "aria-hidden" : null,
        element.hasAttribute("inert") ? "inert" : null,
      ].filter(Boolean);
      return `${element.getAttribute("aria-label") ?? "?"}: ${flags.length > 0 ? flags.join(", ") : "shown"}`;
    }),
  );
  const dots = await allDots(region).evaluateAll((elements) =>
    elements.map((element) => {
      const current = element.getAttribute("aria-current");
      return `${element.getAttribute("aria-label") ?? "?"}${current === null ? "" : ` [aria-current=${current}]`}`;
    }),
  );
  return { slides, dots };
}

function stateShowing(current: number): { slides: string[]; dots: string[] } {
  const numbers = Array.from({ length: SLIDE_COUNT }, (_, index) => index + 1);
  return {
    slides: numbers.map(
      (n) => `${n} of ${SLIDE_COUNT}: ${n === current ? "shown" : "aria-hidden, inert"}`,
    ),
    dots: numbers.map((n) => `Go to slide ${n}${n === current ? " [aria-current=true]" : ""}`),
  };
}

async function expectShowing(region: Locator, current: number, message?: string): Promise<void> {
  await expect
    .poll(() => carouselState(region), {
      message: message ?? `slide ${current} of ${SLIDE_COUNT} is the current one`,
    })
    .toEqual(stateShowing(current));
}

/** Waits until slide `n` has slid fully into the carousel's frame (the transition is over). */
async function expectSlideInPlace(region: Locator, n: number): Promise<void> {
  await expect
    .poll(async () => {
      const [frame, box] = await Promise.all([
        region.boundingBox(),
        slide(region, n).boundingBox(),
      ]);
      return frame && box ? Math.round(box.x - frame.x) : null;
    })
    .toBe(0);
}

/** The CSS transitions an element runs, as "property duration" ("none" and 0 s left out). */
async function animatedProperties(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const properties = style.transitionProperty.split(",").map((part) => part.trim());
    const durations = style.transitionDuration.split(",").map((part) => part.trim());
    return properties
      .map((property, index) => {
        const duration = durations[index % durations.length] ?? "0s";
        return { property, duration };
      })
      .filter(({ property, duration }) => property !== "none" && parseFloat(duration) > 0)
      .map(({ property, duration }) => `${property} ${duration}`);
  });
}

// ---------------------------------------------------------------------------------------------
// Time, pointer and focus
// ---------------------------------------------------------------------------------------------

interface FrozenClock {
  /**
   * Upper bound of the time the rotation timer had already run when the clock froze: the page
   * time from the document's start (before any of the page's scripts ran) to the freeze.
   */
  rotationElapsedAtMost: number;
}

/**
 * Opens the home page with Playwright's clock installed, then freezes time, so that only
 * `page.clock.runFor` moves it from here on, and keeps the pointer off the carousel. Time has to
 * flow while the page loads (Gatsby needs its timers to hydrate), so the rotation timer has run a
 * little when time stops; that is measured, not assumed.
 */
async function openWithFrozenClock(page: Page): Promise<FrozenClock> {
  await page.clock.install();
  // Runs after the clock's own script, so this is the page's (fake) time.
  await page.addInitScript(() => {
    window.__documentStartedAt = Date.now();
  });
  await open(page, "/");
  await freezeClock(page);
  const { startedAt, frozenAt } = await page.evaluate(() => ({
    startedAt: window.__documentStartedAt ?? Number.NaN,
    frozenAt: Date.now(),
  }));
  await page.mouse.move(0, 0);
  return { rotationElapsedAtMost: frozenAt - startedAt };
}

/** Pauses the page's clock a moment from now (retrying if that moment has already passed). */
async function freezeClock(page: Page): Promise<void> {
  for (const margin of [50, 250, 1_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("fast-forward to the past"))) {
        throw error;
      }
    }
  }
  throw new Error("could not freeze the page's clock");
}

/**
 * The time, from the freeze, during which the first automatic move cannot be due yet: a good
 * part of the 12 s, or the machine is too slow for the check to mean anything.
 */
function quietTime(clock: FrozenClock): number {
  const quiet = ROTATION_MS - clock.rotationElapsedAtMost - 1;
  expect(
    quiet,
    `the page took ${clock.rotationElapsedAtMost} ms from its start to a frozen clock`,
  ).toBeGreaterThan(ROTATION_MS - 5_000);
  return quiet;
}

/**
 * Lets the page finish what a fired timer queued (React renders in a MessageChannel task), so
 * that a check that "nothing moved" cannot run before a move that is about to happen.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Advances the frozen clock and checks that the carousel did not move. */
async function expectStillShowingAfter(page: Page, ms: number, current: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
  expect(
    await carouselState(carousel(page)),
    `after another ${ms} ms the carousel should still show slide ${current}`,
  ).toEqual(stateShowing(current));
}

/** Takes the pointer off the carousel and focus out of it, so nothing holds the rotation. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/**
 * Activates a control the way assistive technology or a script would: a click event without
 * moving the pointer over the carousel or focusing inside it (either of which pauses rotation).
 */
async function activateWithoutHoverOrFocus(control: Locator): Promise<void> {
  await control.dispatchEvent("click");
}

/** The URLs the main frame navigates to from now on (a swipe must not navigate). */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

/** The slide shown, the one a swipe moves (hidden slides are out of the accessibility tree). */
function currentSlide(page: Page): Locator {
  return carousel(page).getByRole("group");
}

// ---------------------------------------------------------------------------------------------
// Server-rendered HTML
// ---------------------------------------------------------------------------------------------

interface ServerImage {
  tag: "img" | "source";
  type: string | null;
  loading: string | null;
  fetchpriority: string | null;
  /** `srcset` as the browser reads it (not `data-srcset`, which needs JavaScript). */
  srcset: string | null;
  src: string | null;
  /** Every URL the element names, in `src`, `srcset`, `data-src` or `data-srcset`. */
  urls: string[];
}

interface ServerSlide {
  label: string | null;
  ariaHidden: string | null;
  /** The first `<picture>`'s children, outside `<noscript>`. */
  picture: ServerImage[];
  images: ServerImage[];
}

interface ServerCarousel {
  roledescription: string | null;
  slides: ServerSlide[];
}

/** Parses the home page's HTML as sent by the server (no JavaScript run) in the browser. */
async function serverCarousel(page: Page, html: string): Promise<ServerCarousel | null> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    // A DOMParser document runs no scripts, so <noscript> content is parsed as elements.
    const region = doc.querySelector('section[aria-label="Featured interiors"]');
    if (!region) return null;
    const urlsOf = (element: Element): string[] =>
      ["src", "srcset", "data-src", "data-srcset"]
        .map((name) => element.getAttribute(name) ?? "")
        .flatMap((value) => value.split(","))
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
        .filter((url) => url.length > 0);
    const describe = (element: Element) => ({
      tag: element.tagName.toLowerCase() as "img" | "source",
      type: element.getAttribute("type"),
      loading: element.getAttribute("loading"),
      fetchpriority: element.getAttribute("fetchpriority"),
      srcset: element.getAttribute("srcset"),
      src: element.getAttribute("src"),
      urls: urlsOf(element),
    });
    const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]')).map(
      (element) => {
        const picture = Array.from(element.querySelectorAll("picture")).find(
          (candidate) => candidate.closest("noscript") === null,
        );
        return {
          label: element.getAttribute("aria-label"),
          ariaHidden: element.getAttribute("aria-hidden"),
          picture: picture ? Array.from(picture.querySelectorAll("source, img")).map(describe) : [],
          images: Array.from(element.querySelectorAll("img, source")).map(describe),
        };
      },
    );
    return { roledescription: region.getAttribute("aria-roledescription"), slides };
  }, html);
}

/** The widths (`480w` → 480) a `srcset` offers. */
function srcsetWidths(srcset: string | null): number[] {
  return (srcset ?? "")
    .split(",")
    .map((candidate) => /\s(\d+)w\s*$/.exec(candidate.trim())?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
}

declare global {
  interface Window {
    /** The page's `Date.now()` when the document started (see `openWithFrozenClock`). */
    __documentStartedAt?: number;
  }
}

// =============================================================================================
// Tests
// =============================================================================================

test.describe("home hero carousel: structure and semantics", () => {
  // One page load, read without being changed: a step per part of the contract.
  test("is a carousel region of 8 labelled slides with its controls and the page's h1", async ({
    page,
  }) => {
    await open(page, "/");
    await test.step("8 labelled slides with only the first one exposed", async () => {
      const region = carousel(page);
      await expect(region).toHaveCount(1);
      await expect(region).toHaveAttribute("aria-roledescription", "carousel");
      await expect(region).toHaveJSProperty("tagName", "SECTION");

      const slides = allSlides(region);
      await expect(slides).toHaveCount(SLIDE_COUNT);
      for (let n = 1; n <= SLIDE_COUNT; n += 1) {
        const item = slides.nth(n - 1);
        await expect(item).toHaveAttribute("aria-roledescription", "slide");
        await expect(item).toHaveAttribute("aria-label", `${n} of ${SLIDE_COUNT}`);
      }
      await expectShowing(region, 1);

      // Hidden slides are gone from the accessibility tree: one group and its one image remain.
      await expect(region.getByRole("group")).toHaveCount(1);
      await expect(region.getByRole("group")).toHaveAccessibleName(`1 of ${SLIDE_COUNT}`);
      await expect(region.getByRole("group").getByRole("img")).toHaveCount(1);
    });

    await test.step("previous, next, pause and one dot per slide", async () => {
      const region = carousel(page);
      await expect(button(region, "Previous slide")).toBeVisible();
      await expect(button(region, "Next slide")).toBeVisible();
      await expect(button(region, "Pause slide rotation")).toBeVisible();
      await expect(allDots(region)).toHaveCount(SLIDE_COUNT);
      for (let n = 1; n <= SLIDE_COUNT; n += 1) {
        await expect(allDots(region).nth(n - 1)).toHaveAccessibleName(`Go to slide ${n}`);
        await expect(dot(region, n)).toBeVisible();
      }
      await expect(dot(region, 1)).toHaveAttribute("aria-current", "true");
      for (let n = 2; n <= SLIDE_COUNT; n += 1) {
        await expect(dot(region, n)).not.toHaveAttribute("aria-current", /.*/);
      }
    });

    await test.step("the page's only h1, in the hero overlay", async () => {
      await expect(page.locator("h1")).toHaveCount(1);
      const heading = carousel(page).getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(/\S/);
    });
  });

  test("slides with a CSS transform on its track, animating nothing but the transform", async ({
    page,
  }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    const track = slide(region, 1).locator("..");

    await dot(region, 5).click();
    await expectShowing(region, 5);
    expect(await track.evaluate((element) => element.style.transform)).toBe("translateX(-400%)");
    await expectSlideInPlace(region, 5);

    const animated = await animatedProperties(track);
    expect(animated.length, "the track slides with a transition").toBeGreaterThan(0);
    expect(animated, "only transform is animated").toEqual(
      animated.filter((entry) => /^(transform|translate) /.test(entry)),
    );
  });
});

test.describe("home hero carousel: manual navigation", () => {
  test("Next and Previous move one slide and wrap at both ends; a dot jumps to its slide", async ({
    page,
  }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);

    await test.step("Next and Previous move one slide and wrap at both ends", async () => {
      await button(region, "Next slide").click();
      await expectShowing(region, 2);
      await button(region, "Previous slide").click();
      await expectShowing(region, 1);
      await button(region, "Previous slide").click();
      await expectShowing(region, 8, "Previous on slide 1 wraps to slide 8");
      await button(region, "Next slide").click();
      await expectShowing(region, 1, "Next on slide 8 wraps to slide 1");
    });

    await test.step("a dot jumps to its slide and marks itself current", async () => {
      for (const n of [5, 3, 8, 1]) {
        await dot(region, n).click();
        await expectShowing(region, n);
        await expectSlideInPlace(region, n);
        await expect(slide(region, n)).toBeInViewport();
      }
    });
  });

  test.describe("on a touch phone", () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test("a swipe left on the slide shows the next slide", async ({ page }) => {
      await openWithFrozenClock(page);
      const navigations = recordNavigations(page);
      await swipe(page, currentSlide(page), "left");
      await expect
        .poll(async () => ({ navigations, state: await carouselState(carousel(page)) }))
        .toEqual({ navigations: [], state: stateShowing(2) });
    });

    test("a swipe right on the slide shows the previous slide and stays on the page", async ({
      page,
    }) => {
      await openWithFrozenClock(page);
      const navigations = recordNavigations(page);
      await swipe(page, currentSlide(page), "right");
      // From slide 1 the previous slide is slide 8. The browser must not take the gesture as
      // "go back" (overscroll history navigation): the page owns horizontal swipes here.
      await expect
        .poll(async () => ({ navigations, state: await carouselState(carousel(page)) }), {
          message: "a swipe right on slide 1 shows slide 8 without leaving the page",
        })
        .toEqual({ navigations: [], state: stateShowing(8) });
    });
  });
});

test.describe("home hero carousel: rotation", () => {
  test("advances every 12 s and wraps from slide 8 to slide 1", async ({ page }) => {
    const clock = await openWithFrozenClock(page);
    const quiet = quietTime(clock);
    const region = carousel(page);
    await expectShowing(region, 1);
    // Automatic moves fall 12 s apart from the timer's start, which lies between the document's
    // start and the freeze: move k is due after k * 12 s - rotationElapsedAtMost and by k * 12 s.
    // Eight steps multiply any error in the period by eight.
    for (const next of [2, 3, 4, 5, 6, 7, 8, 1]) {
      await expectStillShowingAfter(page, quiet, next === 1 ? SLIDE_COUNT : next - 1);
      await page.clock.runFor(ROTATION_MS - quiet);
      await expectShowing(region, next, `12 s later the carousel shows slide ${next}`);
    }
  });

  test("a manual move restarts the 12 s wait", async ({ page }) => {
    const clock = await openWithFrozenClock(page);
    const region = carousel(page);
    // Close to the first automatic move (10 to 12 s after load) ...
    await expectStillShowingAfter(page, quietTime(clock), 1);

    await activateWithoutHoverOrFocus(button(region, "Next slide"));
    await expectShowing(region, 2);
    // ... a click on Next: without a restart the old timer would move on within 2 s.
    await expectStillShowingAfter(page, ROTATION_MS - 1, 2);
    await page.clock.runFor(1);
    await expectShowing(region, 3, "the next automatic move comes 12 s after the click");

    await page.clock.runFor(5_000);
    await activateWithoutHoverOrFocus(dot(region, 6));
    await expectShowing(region, 6);
    await expectStillShowingAfter(page, ROTATION_MS - 1, 6);
    await page.clock.runFor(1);
    await expectShowing(region, 7, "a dot also restarts the 12 s wait");
  });

  test("pauses while the pointer is over the carousel", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await region.hover({ position: { x: 20, y: 20 } });
    await expectStillShowingAfter(page, 3 * ROTATION_MS, 1);

    await page.mouse.move(0, 0);
    await page.clock.runFor(ROTATION_MS);
    await expectShowing(region, 2, "rotation resumes once the pointer leaves");
  });

  test("pauses while focus is inside the carousel", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await button(region, "Next slide").focus();
    await expect(button(region, "Next slide")).toBeFocused();
    await expectStillShowingAfter(page, 3 * ROTATION_MS, 1);

    await dot(region, 4).focus();
    await expectStillShowingAfter(page, 3 * ROTATION_MS, 1);

    await leaveCarousel(page);
    await page.clock.runFor(ROTATION_MS);
    await expectShowing(region, 2, "rotation resumes once focus leaves");
  });

  test("the pause button stops rotation and the play button restarts it", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);

    await button(region, "Pause slide rotation").click();
    await expect(button(region, "Play slide rotation")).toBeVisible();
    await expect(button(region, "Pause slide rotation")).toHaveCount(0);
    await leaveCarousel(page);
    await expectStillShowingAfter(page, 5 * ROTATION_MS, 1);

    await button(region, "Play slide rotation").click();
    await expect(button(region, "Pause slide rotation")).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(ROTATION_MS);
    await expectShowing(region, 2, "rotation resumes after Play");
  });
});

// One page under reduced motion, a step per promise.
test("home hero carousel with reduced motion: no rotation, no sliding, no claim to pause", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithFrozenClock(page);
  const region = carousel(page);

  await test.step("the rotation toggle does not claim to pause a carousel that is not rotating", async () => {
    // Nothing rotates, so the toggle's name must not say "Pause" (WCAG 4.1.2: its name is its
    // state); it reads "Play slide rotation", as it does whenever rotation is off.
    await expect(
      button(region, "Pause slide rotation"),
      'with reduced motion the carousel does not rotate, yet the toggle is named "Pause slide rotation"',
    ).toHaveCount(0);
    await expect(button(region, "Play slide rotation")).toBeVisible();
  });

  await test.step("never rotates on its own", async () => {
    await expectShowing(region, 1);
    await expectStillShowingAfter(page, 5 * ROTATION_MS, 1);
  });

  await test.step("changes slide without a sliding animation", async () => {
    const track = slide(region, 1).locator("..");
    expect(await animatedProperties(track), "the track has no transition").toEqual([]);

    await button(region, "Next slide").click();
    await expectShowing(region, 2);
    // No transition: slide 2 is in place as soon as it is current, with no frames in between.
    const [frame, box] = await Promise.all([region.boundingBox(), slide(region, 2).boundingBox()]);
    expect(frame && box ? Math.round(box.x - frame.x) : null).toBe(0);
  });
});

test.describe("home hero: the first slide is the LCP image", () => {
  test("the server HTML holds a prioritised AVIF/WebP picture for slide 1, and slides 2 to 8 without pictures", async ({
    page,
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const parsed = await serverCarousel(page, await response.text());
    expect(parsed, "the carousel region is in the server-rendered HTML").not.toBeNull();
    if (!parsed) return;
    expect(parsed.roledescription).toBe("carousel");
    expect(parsed.slides.map((item) => item.label)).toEqual(
      Array.from({ length: SLIDE_COUNT }, (_, index) => `${index + 1} of ${SLIDE_COUNT}`),
    );

    const first = parsed.slides[0];
    expect(first?.ariaHidden, "slide 1 is exposed in the HTML").toBeNull();
    const picture = first?.picture ?? [];
    const sources = picture.filter((element) => element.tag === "source");
    const images = picture.filter((element) => element.tag === "img");
    expect(
      sources.map((source) => source.type),
      "AVIF first, then WebP",
    ).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(
        Math.max(0, ...srcsetWidths(source.srcset)),
        `${source.type ?? "?"} srcset offers a candidate of at least 721w: ${source.srcset ?? "(none)"}`,
      ).toBeGreaterThanOrEqual(721);
    }
    expect(images).toHaveLength(1);
    const img = images[0];
    expect(img?.loading).toBe("eager");
    expect(img?.fetchpriority).toBe("high");
    expect(img?.src, "the img has a real src, not one that needs JavaScript").toBeTruthy();
    expect(Math.max(0, ...srcsetWidths(img?.srcset ?? null))).toBeGreaterThanOrEqual(721);

    // ... and slides 2 to 8 hold no picture in the HTML: they are clipped until the carousel's
    // buttons bring them in, so no visitor without JavaScript sees them, and their pictures
    // render after the load event, lazily (the next test).
    const later = parsed.slides.slice(1);
    expect(later).toHaveLength(SLIDE_COUNT - 1);
    for (const item of later) {
      expect(item.ariaHidden, `slide "${item.label ?? "?"}" is hidden in the HTML`).toBe("true");
      expect(item.images, `slide "${item.label ?? "?"}" has no picture in the HTML`).toEqual([]);
    }
  });

  test("shows at once, fully opaque, with no fade-in", async ({ page }) => {
    await open(page, "/");
    const img = slide(carousel(page), 1).locator("picture img");
    await expect(img).toHaveCount(1);
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toBeInViewport();
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
    const look = await img.evaluate((element: HTMLImageElement) => {
      const faded: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.opacity !== "1" || style.visibility !== "visible") {
          faded.push(
            `${node.tagName.toLowerCase()}.${node.className}: opacity ${style.opacity}, ${style.visibility}`,
          );
        }
        if (node.getAttribute("aria-roledescription") === "slide") break;
      }
      return {
        faded,
        naturalWidth: element.naturalWidth,
        format: /\.(avif|webp|jpe?g|png)(\?|$)/.exec(element.currentSrc)?.[1] ?? element.currentSrc,
      };
    });
    expect(look.faded, "the image and its wrappers are fully opaque").toEqual([]);
    expect(
      (await animatedProperties(img)).filter((entry) => /^(opacity|all) /.test(entry)),
      "no opacity transition on the image",
    ).toEqual([]);
    expect(look.naturalWidth).toBeGreaterThan(0);
    expect(look.format, "Chromium picks the AVIF source").toBe("avif");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the first slide's image is loaded and visible", async ({ page }) => {
      await page.goto("/");
      const img = page.locator('[aria-label="1 of 8"] picture img');
      await expect(img).toHaveCount(1);
      await expect(img).toBeVisible();
      await expect
        .poll(() =>
          img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
      await expect(img).toHaveCSS("opacity", "1");
    });
  });

  test("slides 2 to 8 are not requested before the load event at 412 x 823, then load lazily", async ({
    page,
  }) => {
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await page.goto("/", { waitUntil: "load" });
    await page.waitForLoadState("networkidle");

    const region = carousel(page);
    const later = region.locator('[aria-roledescription="slide"][aria-hidden="true"] img');
    await expect(later).toHaveCount(SLIDE_COUNT - 1);
    for (const img of await later.all()) await expect(img).toHaveAttribute("loading", "lazy");

    const timeline = await page.evaluate(() => {
      const pathsOf = (picture: Element | null) =>
        Array.from(picture?.querySelectorAll("img, source") ?? [])
          .flatMap((element) => [
            element.getAttribute("src") ?? "",
            ...(element.getAttribute("srcset") ?? "").split(","),
          ])
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
          .filter((url) => url.length > 0)
          .map((url) => new URL(url, location.href).pathname);
      const slides = Array.from(document.querySelectorAll('[aria-roledescription="slide"]'));
      const navigation = performance.getEntriesByType("navigation")[0] as
        PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        lazyPaths: slides.slice(1).flatMap((slide) => pathsOf(slide.querySelector("picture"))),
        firstPaths: pathsOf(slides[0]?.querySelector("picture") ?? null),
        loadEventStart: navigation?.loadEventStart ?? 0,
        resources: resources.map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
        })),
      };
    });
    expect(timeline.loadEventStart).toBeGreaterThan(0);
    const lazy = new Set(timeline.lazyPaths);
    expect(lazy.size, "slides 2 to 8 name their image URLs").toBeGreaterThan(SLIDE_COUNT);
    const early = timeline.resources
      .filter((entry) => lazy.has(entry.path) && entry.start < timeline.loadEventStart)
      .map((entry) => `${entry.path} at ${Math.round(entry.start)} ms`);
    expect(
      early,
      `slide 2-8 images requested before load (${Math.round(timeline.loadEventStart)} ms)`,
    ).toEqual([]);

    const first = new Set(timeline.firstPaths);
    const firstEarly = timeline.resources.filter(
      (entry) => first.has(entry.path) && entry.start < timeline.loadEventStart,
    );
    expect(firstEarly.length, "slide 1's image is fetched before load").toBeGreaterThan(0);
  });
});

// One page load, read without being changed: a step per section.
test("home sections", async ({ page }) => {
  await open(page, "/");

  await test.step("follow the hero in order: philosophy, crafted by, services, testimonials, call to action", async () => {
    await expect(main(page).locator("section").first()).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([...SECTION_HEADINGS]);
    for (const name of SECTION_HEADINGS) {
      await expect(main(page).getByRole("heading", { level: 2, name, exact: true })).toHaveCount(1);
    }
  });

  await test.step("philosophy teaser: kicker inside the h2, four paragraphs, LEARN MORE to /about", async () => {
    const section = sectionHeadedBy(page, SECTION_HEADINGS[0]);
    await expect(section).toHaveCount(1);
    const heading = section.getByRole("heading", { level: 2 });
    await expect(heading.locator("span", { hasText: "OUR PHILOSOPHY OF DESIGN" })).toHaveCount(1);
    const paragraphs = section.locator("p");
    await expect(paragraphs).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      await expect(paragraphs.nth(index)).toHaveText(/\S.{40,}/);
    }
    const link = linkBeginningWith(section, "LEARN MORE");
    await expect(link).toHaveAttribute("href", "/about");
    await expectWordsThenPurpose(link, "LEARN MORE");
  });

  await test.step("crafted by: kicker inside the h2, six images, VIEW GALLERY to /projects", async () => {
    const section = sectionHeadedBy(page, SECTION_HEADINGS[1]);
    await expect(section).toHaveCount(1);
    const heading = section.getByRole("heading", { level: 2 });
    await expect(heading.locator("span", { hasText: "CRAFTED BY" })).toHaveCount(1);
    const images = section.getByRole("img");
    await expect(images).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await expect(images.nth(index)).toHaveAttribute("alt", /\S/);
    }
    const link = linkBeginningWith(section, "VIEW GALLERY");
    await expect(link).toHaveAttribute("href", "/projects");
    await expectWordsThenPurpose(link, "VIEW GALLERY");
  });

  await test.step("our services: three cards, each with an image, an h3 and a description", async () => {
    const section = sectionHeadedBy(page, "OUR SERVICES");
    await expect(section).toHaveCount(1);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([...SERVICE_CARDS]);
    for (const title of SERVICE_CARDS) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
      await expect(card, `the "${title}" card`).toHaveCount(1);
      await expect(card.getByRole("img")).toHaveCount(1);
      await expect(card.getByRole("img")).toHaveAttribute("alt", /\S/);
      await expect(card.locator("p")).toHaveText(/\S.{20,}/);
    }
  });

  await test.step("call to action: GET IN TOUCH to /contact", async () => {
    const section = sectionHeadedBy(page, "Where Vision Meets Design Excellence");
    await expect(section).toHaveCount(1);
    const link = linkBeginningWith(section, "GET IN TOUCH");
    await expect(link).toHaveAttribute("href", "/contact");
    await expectWordsThenPurpose(link, "GET IN TOUCH");
  });
});

test.describe("home testimonials", () => {
  /** The testimonial in the live region: its figure, photo, quote, caption and position. */
  async function shown(page: Page): Promise<{ title: string; position: string }> {
    const live = liveTestimonial(page);
    const figure = live.getByRole("figure");
    await expect(figure).toHaveCount(1);
    await expect(figure.getByRole("img")).toHaveAttribute("alt", /\S/);
    await expect(figure.locator("blockquote")).toHaveText(/\S.{20,}/);
    const title = (await figure.locator("figcaption").textContent())?.trim() ?? "";
    expect(title, "the figcaption names the client").not.toBe("");
    const position = testimonials(page).getByText(/^\d+ of \d+$/);
    await expect(position).toBeVisible();
    return { title, position: (await position.textContent())?.trim() ?? "" };
  }

  // One page, the slider used in turn as a visitor would: a step each.
  test("show one at a time in a polite live region; Next and Previous walk through four and wrap", async ({
    page,
  }) => {
    await open(page, "/");

    await test.step("one testimonial at a time in a polite live region, with its position", async () => {
      const section = testimonials(page);
      await expect(section.locator('[aria-live="polite"]')).toHaveCount(1);
      // Only the one in the live region is exposed; the copies that reserve height are hidden.
      await expect(section.getByRole("figure")).toHaveCount(1);
      await expect(liveTestimonial(page).getByRole("figure")).toHaveCount(1);
      await expect(button(section, "Previous testimonial")).toBeVisible();
      await expect(button(section, "Next testimonial")).toBeVisible();

      await liveTestimonial(page).scrollIntoViewIfNeeded();
      const first = await shown(page);
      expect(first.position).toBe(`1 of ${TESTIMONIAL_COUNT}`);
      await expect(liveTestimonial(page).getByRole("figure")).toHaveAccessibleName(first.title);
      await expect(liveTestimonial(page).getByRole("img")).toBeVisible();
    });

    await test.step("Next walks through four different testimonials and wraps to the first", async () => {
      const section = testimonials(page);
      const titles: string[] = [];
      for (let n = 1; n <= TESTIMONIAL_COUNT; n += 1) {
        const current = await shown(page);
        expect(current.position).toBe(`${n} of ${TESTIMONIAL_COUNT}`);
        titles.push(current.title);
        await button(section, "Next testimonial").click();
        await expect(liveTestimonial(page).locator("figcaption")).not.toHaveText(current.title);
      }
      expect(new Set(titles).size, `four distinct testimonials: ${titles.join(" | ")}`).toBe(
        TESTIMONIAL_COUNT,
      );
      const wrapped = await shown(page);
      expect(wrapped).toEqual({ title: titles[0], position: `1 of ${TESTIMONIAL_COUNT}` });
    });

    await test.step("Previous on the first shows the fourth, and Next comes back", async () => {
      const section = testimonials(page);
      const first = await shown(page);

      await button(section, "Previous testimonial").click();
      await expect(section.getByText(`${TESTIMONIAL_COUNT} of ${TESTIMONIAL_COUNT}`)).toBeVisible();
      const last = await shown(page);
      expect(last.title).not.toBe(first.title);

      await button(section, "Next testimonial").click();
      await expect(section.getByText(`1 of ${TESTIMONIAL_COUNT}`)).toBeVisible();
      expect((await shown(page)).title).toBe(first.title);

      // The fourth reached backwards is the fourth reached forwards.
      for (let step = 0; step < TESTIMONIAL_COUNT - 1; step += 1) {
        await button(section, "Next testimonial").click();
      }
      await expect(section.getByText(`${TESTIMONIAL_COUNT} of ${TESTIMONIAL_COUNT}`)).toBeVisible();
      expect((await shown(page)).title).toBe(last.title);
    });
  });

  test("never advance on their own", async ({ page }) => {
    await openWithFrozenClock(page);
    const before = await shown(page);
    await page.clock.runFor(60_000);
    await settle(page);
    expect(await shown(page)).toEqual(before);
  });
});

test.describe("home layout stability", () => {
  test("has no layout shift at 412 px when the web fonts arrive late", async ({ page }) => {
    // On a throttled phone (DECISIONS §8) the preloaded fonts can land after the first paint;
    // with font-display: swap the text is then re-laid out in the web fonts.
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await recordLayoutShifts(page);
    await page.goto("/", { waitUntil: "load" });
    await scrollToBottom(page);
    await expectNoLayoutShift(page);
  });
});

test("the onward links LEARN MORE, VIEW GALLERY and GET IN TOUCH navigate client-side", async ({
  page,
}) => {
  await open(page, "/");
  await page.evaluate(() => {
    window.__marker = "still the same document";
  });
  for (const link of ONWARD_LINKS) {
    await test.step(`${link.name} links to ${link.href}`, async () => {
      const anchor = linkBeginningWith(main(page), link.name);
      await expect(anchor).toHaveCount(1);
      await expect(anchor).toHaveAttribute("href", link.href);
      await anchor.click();
      await page.waitForURL((url) => url.pathname === link.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.__marker)).toBe("still the same document");
      // Back home, client-side too, for the next link.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/");
      await expect(carousel(page)).toBeVisible();
    });
  }
});

test.describe("home accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is axe clean at ${viewport.width} px with the carousel paused on slide 3`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await open(page, "/");
      const region = carousel(page);
      await button(region, "Pause slide rotation").click();
      await expect(button(region, "Play slide rotation")).toBeVisible();
      await dot(region, 3).click();
      await expectShowing(region, 3);
      await expectSlideInPlace(region, 3);
      await expectNoAxeViolations(page, testInfo);
    });
  }
});
