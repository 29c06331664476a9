import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Checks that every content page shares (DECISIONS §5 and §8): its heading outline, lazy images,
 * layout stability, no horizontal overflow, and the document order of its parts.
 */

// ---------------------------------------------------------------------------------------------
// Headings
// ---------------------------------------------------------------------------------------------

export interface OutlineHeading {
  level: number;
  text: string;
  /** Where the heading sits: main, contentinfo (a footer), banner (a header) or page. */
  region: string;
}

/**
 * Every heading exposed to assistive technology (`h1`–`h6` and `role="heading"`), in document
 * order. Headings in `display: none` subtrees or under `aria-hidden="true"` are left out;
 * visually hidden ones count, as screen readers list them.
 */
export async function headingOutline(page: Page): Promise<OutlineHeading[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']"))
      .filter(
        (element) =>
          element.closest("[aria-hidden='true'], [hidden], template") === null &&
          element.checkVisibility({ visibilityProperty: true }),
      )
      .map((element) => {
        const ariaLevel = Number(element.getAttribute("aria-level"));
        const tagLevel = /^H([1-6])$/.exec(element.tagName)?.[1];
        const level = ariaLevel > 0 ? ariaLevel : tagLevel ? Number(tagLevel) : 2;
        // Sections open with their own <header>s, so main wins over header and footer.
        const region = element.closest("main")
          ? "main"
          : element.closest("footer")
            ? "contentinfo"
            : element.closest("header")
              ? "banner"
              : "page";
        return { level, text: element.textContent.replace(/\s+/g, " ").trim(), region };
      }),
  );
}

/** One `h1`, the first heading of the page, and no level skipped on the way down. */
export async function expectSoundHeadingOutline(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const outline = await headingOutline(page);
  const listing = outline.map((heading) => `  h${heading.level} ${heading.text}`).join("\n");
  const skips: string[] = [];
  let previous = 0;
  for (const heading of outline) {
    if (heading.level > previous + 1) {
      skips.push(`h${previous || "(none)"} -> h${heading.level} "${heading.text}"`);
    }
    previous = heading.level;
  }
  expect(outline[0]?.level, `the first heading is the h1; outline:\n${listing}`).toBe(1);
  expect(skips, `heading levels skip; outline:\n${listing}\n`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Document order
// ---------------------------------------------------------------------------------------------

/**
 * Fails unless each part starts after the previous one has ended (so no part sits inside the
 * one before it). Every locator must match exactly one element.
 */
export async function expectInDocumentOrder(
  page: Page,
  parts: readonly { label: string; locator: Locator }[],
): Promise<void> {
  for (const part of parts) {
    await expect(part.locator, `${part.label} is on the page once`).toHaveCount(1);
  }
  const handles = await Promise.all(parts.map((part) => part.locator.elementHandle()));
  const verdicts = await page.evaluate(
    (elements) =>
      elements.map((element, index) => {
        const before = index > 0 ? elements[index - 1] : undefined;
        if (!before) return true;
        // compareDocumentPosition returns a bit mask.
        const position = before.compareDocumentPosition(element);
        const following = (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        const inside = (position & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0;
        return following && !inside;
      }),
    handles,
  );
  await Promise.all(handles.map((handle) => handle.dispose()));
  const wrong = parts.flatMap((part, index) =>
    verdicts[index] ? [] : [`${part.label} does not come after ${parts[index - 1]?.label ?? "?"}`],
  );
  const order = parts.map((part) => part.label).join(" -> ");
  expect(verdicts, `expected document order: ${order}\n${wrong.join("\n")}`).toEqual(
    parts.map(() => true),
  );
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

export interface ImageFacts {
  /** Alt text, or "(decorative)" for `alt=""`. */
  label: string;
  /** The URL the image loads (`src`, or `data-src` before gatsby-plugin-image swaps it in). */
  source: string;
  loading: string | null;
  fetchPriority: string | null;
  /** Top edge in document coordinates. */
  top: number;
  /** The image is inside `main`. */
  inMain: boolean;
  /** `alt` is present and not empty. */
  hasAlt: boolean;
  /** It sits in the first element matching the selector given for the page's LCP image. */
  isPriority: boolean;
}

/**
 * Every `img` of the document with its loading hints and where it sits; `priorityImageIn`
 * selects the element whose images are the page's LCP image (see `expectImageLoadingHints`).
 */
export async function imageFacts(
  page: Page,
  priorityImageIn: string | null = null,
): Promise<ImageFacts[]> {
  return page.evaluate((selector) => {
    const priorityHolder = selector === null ? null : document.querySelector(selector);
    return Array.from(document.images).map((image) => {
      const alt = image.getAttribute("alt");
      return {
        label: alt === null || alt === "" ? "(decorative)" : alt,
        source: image.getAttribute("src") ?? image.getAttribute("data-src") ?? "",
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        top: Math.round(image.getBoundingClientRect().top + window.scrollY),
        inMain: image.closest("main") !== null,
        hasAlt: Boolean(alt),
        isPriority: priorityHolder?.contains(image) ?? false,
      };
    });
  }, priorityImageIn);
}

/**
 * The loading hints of a freshly opened page, at its top (DECISIONS §8): at most one image loads at
 * once with high priority, the page's LCP image, which sits on the first screen inside the first
 * element matching `priorityImageIn` (no image does when that is null); every other content image
 * in `main` is `loading="lazy"`, and so is every image below the first screen that fetches
 * anything (inline `data:` placeholders fetch nothing).
 */
export async function expectImageLoadingHints(
  page: Page,
  priorityImageIn: string | null,
): Promise<void> {
  const { innerHeight, scrollY } = await page.evaluate(() => ({
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
  }));
  expect(scrollY, "the check starts at the top of the page").toBe(0);
  const images = await imageFacts(page, priorityImageIn);
  const describe = (image: ImageFacts) =>
    `${image.label} (${image.source.slice(0, 80)}) loading=${image.loading ?? "(none)"} fetchpriority=${image.fetchPriority ?? "(none)"} top=${image.top}`;
  const prioritised = (image: ImageFacts) =>
    image.loading === "eager" || image.fetchPriority === "high";

  expect
    .soft(
      images.filter((image) => prioritised(image) !== image.isPriority).map(describe),
      priorityImageIn
        ? `only the LCP image (in "${priorityImageIn}") is eager and high priority`
        : "no image on the page is eager or high priority",
    )
    .toEqual([]);
  const priority = images.filter((image) => image.isPriority);
  if (priorityImageIn) {
    expect
      .soft(
        priority.map((image) => ({
          loading: image.loading,
          fetchPriority: image.fetchPriority,
          onFirstScreen: image.top < innerHeight,
        })),
        `one eager, high-priority image on the first screen in "${priorityImageIn}"`,
      )
      .toEqual([{ loading: "eager", fetchPriority: "high", onFirstScreen: true }]);
  }
  expect
    .soft(
      images
        .filter((image) => image.inMain && image.hasAlt && !image.isPriority)
        .filter((image) => image.loading !== "lazy")
        .map(describe),
      'every other content image in main is loading="lazy"',
    )
    .toEqual([]);
  expect
    .soft(
      images
        .filter(
          (image) =>
            image.top >= innerHeight &&
            !image.source.startsWith("data:") &&
            image.loading !== "lazy",
        )
        .map(describe),
      `every image below the fold (top >= ${innerHeight} px) is loading="lazy"`,
    )
    .toEqual([]);
}

/**
 * After scrolling, every content image in `main` has actually loaded (none is broken). Images
 * hidden from everyone until shown (the carousel's other slides) load when shown, not here.
 */
export async function expectContentImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLImageElement>("main img"))
            .filter((image) => Boolean(image.getAttribute("alt")))
            .filter((image) => image.closest('[aria-hidden="true"]') === null)
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map(
              (image) => `${image.alt} (${image.currentSrc || (image.getAttribute("src") ?? "")})`,
            ),
        ),
      // Decoding every picture takes a loaded 2-core machine far longer than a quiet one.
      { message: "every content image in main has loaded", timeout: 45_000 },
    )
    .toEqual([]);
}

/**
 * The picture is on top where it shows: at its centre and near each corner the element the
 * browser finds under a visitor's pointer is the image, not a decoration laid over it.
 */
export async function expectUncovered(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  const covered = await image.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ] as const;
    return points
      .map(([x, y]) => [box.left + box.width * x, box.top + box.height * y] as const)
      .filter(([x, y]) => document.elementFromPoint(x, y) !== element)
      .map(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return `(${Math.round(x)}, ${Math.round(y)}): ${top?.tagName.toLowerCase() ?? "nothing"}.${top?.className ?? ""}`;
      });
  });
  expect(covered, "points of the picture where something else is on top").toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Scrolling and layout shift
// ---------------------------------------------------------------------------------------------

/** Scrolls down a screen at a time to the bottom, letting what comes into view load. */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      return window.scrollY !== before;
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => {
              const box = image.getBoundingClientRect();
              const onScreen = box.bottom > 0 && box.top < window.innerHeight;
              const started = image.currentSrc !== "" || image.getAttribute("src") !== null;
              return onScreen && started && image.closest('[aria-hidden="true"]') === null;
            })
            .every((image) => image.complete),
        ),
      )
      .toBe(true);
    if (!moved) break;
  }
  await page.waitForLoadState("networkidle");
  await settle(page);
}

/** Waits for the fonts and two animation frames, so pending layout has happened. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          resolve();
        });
      });
    });
  });
}

interface LayoutShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: LayoutShiftSource[];
}

export interface RecordedLayoutShift {
  value: number;
  hadRecentInput: boolean;
  time: number;
  /** What moved: element, then its box before and after. */
  sources: string[];
}

declare global {
  interface Window {
    /** Layout shifts recorded from the start of the document by `recordLayoutShifts`. */
    __pageLayoutShifts?: RecordedLayoutShift[];
  }
}

/** The woff2 addresses the built home page's inlined @font-face rules name (every page has them). */
function webFontUrls(): string[] {
  const html = readFileSync(path.resolve(__dirname, "../../public/index.html"), "utf8");
  return [...new Set(html.match(/\/static\/[^"'()\s]+\.woff2/g) ?? [])];
}

/**
 * Puts the site's web fonts in the browser's HTTP cache before the page under test opens, so its
 * first paint is already in them and the CLS measured is that of its own layout (images, late
 * parts, scripts), the same on a busy machine as on a quiet one. Whether a font that arrives late
 * shifts anything is a separate question, asked on purpose by delaying the fonts (home.spec.ts).
 * A second tab of the same browser context (same cache) opens a tiny same-origin document
 * (robots.txt) and fetches each font there. Call it before any `page.route`: intercepting
 * requests turns Playwright's cache off.
 */
export async function warmWebFonts(page: Page): Promise<void> {
  const urls = webFontUrls();
  expect(urls.length, "web fonts named by the built pages' @font-face rules").toBeGreaterThan(0);
  const tab = await page.context().newPage();
  try {
    await tab.goto("/robots.txt");
    await tab.evaluate(async (fonts) => {
      await Promise.all(
        fonts.map(async (url) => {
          await (await fetch(url)).arrayBuffer();
        }),
      );
    }, urls);
  } finally {
    await tab.close();
  }
}

/** Records every layout shift from the very start of the next document, with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedLayoutShift[] = [];
    window.__pageLayoutShifts = shifts;
    const describeElement = (element: Element): string => {
      const id = element.id ? `#${element.id}` : "";
      const classes = Array.from(element.classList)
        .map((name) => `.${name}`)
        .join("");
      const label = element.getAttribute("aria-label") ?? element.getAttribute("alt") ?? "";
      return `${element.tagName.toLowerCase()}${id}${classes}${label ? ` "${label.slice(0, 60)}"` : ""}`;
    };
    const describeNode = (node: Node | null): string => {
      if (!node) return "(removed node)";
      if (node instanceof Element) return describeElement(node);
      const snippet = (node.textContent ?? "").trim().slice(0, 40);
      const parent = node.parentElement ? ` in ${describeElement(node.parentElement)}` : "";
      return `${node.nodeName} "${snippet}"${parent}`;
    };
    const rect = (r: DOMRectReadOnly) =>
      `${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          time: Math.round(entry.startTime),
          sources: entry.sources.map(
            (source) =>
              `${describeNode(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Fails, listing every counted shift and what moved, unless the page's CLS is below 0.01. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => window.__pageLayoutShifts);
  expect(shifts, "recordLayoutShifts ran before the page was opened").toBeDefined();
  const counted = (shifts ?? []).filter((shift) => !shift.hadRecentInput);
  const cls = counted.reduce((sum, shift) => sum + shift.value, 0);
  const report = counted
    .map(
      (shift) =>
        `  ${shift.value.toFixed(4)} at ${shift.time} ms:\n${shift.sources.map((source) => `    ${source}`).join("\n")}`,
    )
    .join("\n");
  const width = page.viewportSize()?.width ?? "?";
  expect(
    cls,
    `CLS ${cls.toFixed(4)} at ${width} px on ${page.url()}, from:\n${report}\n`,
  ).toBeLessThan(0.01);
}

// ---------------------------------------------------------------------------------------------
// Overflow
// ---------------------------------------------------------------------------------------------

/**
 * The page is no wider than the window, no heading, paragraph, list item or link in `main` is
 * wider than its own box (text that overflows but is clipped by an ancestor), and no form label,
 * control or button in `main` reaches past either edge of the window.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await settle(page);
  const { scrollWidth, bodyWidth, innerWidth, overflowing } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    innerWidth: window.innerWidth,
    overflowing: Array.from(
      document.querySelectorAll<HTMLElement>(
        "main :is(h1, h2, h3, h4, h5, h6, p, li, figcaption, blockquote, a, label, input, select, textarea, button)",
      ),
    )
      // Inert parts (the carousel's other slides, waiting off to the side) and form parts hidden
      // from everyone (the honeypot's wrapper) are not laid out for reading.
      .filter((element) => element.closest("[inert]") === null)
      .filter(
        (element) =>
          !element.matches("label, input, select, textarea, button") ||
          element.closest('[aria-hidden="true"]') === null,
      )
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Inline boxes have no client width; 1 px boxes are visually hidden text.
        const measurable =
          getComputedStyle(element).display !== "inline" && element.clientWidth > 1;
        return (
          (measurable && element.scrollWidth > element.clientWidth + 1) ||
          (box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5))
        );
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 50)}" box ${Math.round(box.left)}..${Math.round(box.right)}, content ${element.scrollWidth} px in ${element.clientWidth} px`;
      }),
  }));
  expect(
    scrollWidth,
    `page is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
  expect(
    bodyWidth,
    `body is ${bodyWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
  expect(overflowing, `text in main overflows its box at ${innerWidth} px`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// What loads first
// ---------------------------------------------------------------------------------------------

/** The path of every picture file the page requested before its load event began. */
export function picturesBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    const loadStart = (navigation as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
    return performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => /\.(avif|webp|jpe?g|png)$/i.test(entry.path) && entry.start < loadStart)
      .map((entry) => entry.path);
  });
}

/**
 * The page preloads exactly the web fonts its text is set in: a face used but not preloaded is
 * found only at the first layout and holds the first paint; one preloaded but unused costs a phone
 * its bytes. The faces used are those `document.fonts` loaded for the page's real markup.
 */
export async function expectFontPreloadsMatchUse(page: Page): Promise<void> {
  const { preloaded, loaded } = await page.evaluate(async () => {
    await document.fonts.ready;
    const pathOf = (url: string) => new URL(url, location.href).pathname;
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue("font-family").replaceAll('"', ""),
        style: rule.style.getPropertyValue("font-style") || "normal",
        url: /url\("?([^")]+\.woff2)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1] ?? "",
      }))
      // The metric-matched fallbacks are local() faces: no file to preload.
      .filter((rule) => rule.url !== "");
    const loaded = [...document.fonts]
      .filter((face) => face.status === "loaded")
      .flatMap((face) => rules.filter((r) => r.family === face.family && r.style === face.style))
      .map((rule) => pathOf(rule.url));
    const preloaded = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
    ];
    return {
      preloaded: [...new Set(preloaded.map((link) => pathOf(link.href)))].sort(),
      loaded: [...new Set(loaded)].sort(),
    };
  });
  expect(loaded.length, "web fonts the page's text is set in").toBeGreaterThan(0);
  expect(preloaded).toEqual(loaded);
}
