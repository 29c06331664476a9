import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Checks of a page as a browser lays it out and loads it: heading outline, document order,
 * loading hints, pictures loaded, layout shift, overflow, what loads before the load event, fonts.
 */

/** How long a picture may take to arrive and decode: far longer on a loaded 2-core machine. */
const PICTURE_LOAD_TIMEOUT = 45_000;

/** One `h1`, the first heading exposed to assistive technology, and no level skipped. */
export async function expectSoundHeadingOutline(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const outline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter((element) => !element.closest("[aria-hidden='true'], [hidden], template"))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({
        level: Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)) || 2,
        text: element.textContent.replace(/\s+/g, " ").trim(),
      })),
  );
  const listing = outline.map((heading) => `  h${heading.level} ${heading.text}`).join("\n");
  const skips = outline.filter((heading, i) => heading.level > (outline[i - 1]?.level ?? 0) + 1);
  expect(outline[0]?.level, `the first heading is the h1; outline:\n${listing}`).toBe(1);
  expect(skips, `heading levels skip; outline:\n${listing}\n`).toEqual([]);
}

/** Each part is on the page once and starts after the one before it has ended. */
export async function expectInDocumentOrder(
  page: Page,
  parts: readonly { label: string; locator: Locator }[],
): Promise<void> {
  for (const part of parts) await expect(part.locator, `${part.label}, once`).toHaveCount(1);
  const handles = await Promise.all(parts.map((part) => part.locator.elementHandle()));
  const inOrder = await page.evaluate(
    (elements) =>
      elements.map((element, index) => {
        const before = elements[index - 1];
        if (!before) return true;
        const position = before.compareDocumentPosition(element);
        return (
          (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
          (position & Node.DOCUMENT_POSITION_CONTAINED_BY) === 0
        );
      }),
    handles,
  );
  expect(inOrder, `in this order: ${parts.map((part) => part.label).join(" -> ")}`).toEqual(
    parts.map(() => true),
  );
}

/**
 * At the top of a fresh page, the LCP picture (the first one in `priorityImageIn`, on the first
 * screen) is the only one eager or high priority; every other content picture in `main` is lazy,
 * and so is every one lower down with a file the first screen does not show (the footer's logo).
 */
export async function expectImageLoadingHints(
  page: Page,
  priorityImageIn: string | null,
): Promise<void> {
  const images = await page.evaluate((selector) => {
    const holder = selector === null ? null : document.querySelector(selector);
    const below = (image: Element) => image.getBoundingClientRect().top + scrollY >= innerHeight;
    const shown = new Set([...document.images].filter((i) => !below(i)).map((i) => i.src));
    return [...document.images].map((image) => ({
      label: `${image.alt || "(decorative)"} loading=${image.loading} fetchpriority=${image.fetchPriority}`,
      eager: image.loading === "eager" || image.fetchPriority === "high",
      hinted: image.getAttribute("loading") === "eager" && image.fetchPriority === "high",
      lazy: image.getAttribute("loading") === "lazy",
      belowFold: below(image),
      fetches: !image.src.startsWith("data:") && !shown.has(image.src),
      content: image.closest("main") !== null && image.alt !== "",
      priority: holder?.contains(image) ?? false,
    }));
  }, priorityImageIn);
  expect(await page.evaluate(() => scrollY), "the check starts at the top").toBe(0);
  const wrong = images.flatMap((i) => {
    if (i.priority) return i.hinted && !i.belowFold ? [] : [`the LCP picture: ${i.label}`];
    return i.eager || (!i.lazy && (i.content || (i.belowFold && i.fetches))) ? [i.label] : [];
  });
  expect(wrong, "the LCP picture eager, content and lower pictures lazy").toEqual([]);
  expect(
    images.filter((i) => i.priority),
    `one LCP picture in "${priorityImageIn}"`,
  ).toHaveLength(priorityImageIn ? 1 : 0);
}

/**
 * Every picture the locator finds has its file, but those hidden from everyone. One still loading
 * is brought into view and waited for: the carousel may have turned to a slide while the page was
 * scrolled elsewhere, and a lazy picture loads only near the viewport.
 */
export async function expectPicturesLoaded(pictures: Locator): Promise<void> {
  const stillLoading = () =>
    pictures.evaluateAll((images: HTMLImageElement[]) =>
      images.flatMap((image, i) =>
        image.closest('[aria-hidden="true"]') || (image.complete && image.naturalWidth) ? [] : [i],
      ),
    );
  for (const i of await stillLoading()) {
    await pictures.nth(i).scrollIntoViewIfNeeded();
    const message = `"${(await pictures.nth(i).getAttribute("alt")) ?? ""}" loads`;
    const loading = async () => (await stillLoading()).includes(i);
    await expect.poll(loading, { message, timeout: PICTURE_LOAD_TIMEOUT }).toBe(false);
  }
}

/** The pictures in view that are still loading (their files), those hidden from everyone aside. */
function loadingInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => !image.complete && !image.closest('[aria-hidden="true"]'))
      .filter((image) => image.currentSrc !== "" || image.hasAttribute("src"))
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      })
      .map((image) => image.currentSrc || image.src),
  );
}

/** Scrolls down three quarters of a screen at a time, letting what comes into view load. */
export async function scrollToBottom(page: Page): Promise<void> {
  // ResponsiveImage renders its pictures after the load event, late on a busy machine: a lazy one
  // scrolled past before it exists would never load, so its placeholders must be gone first.
  await expect(page.locator("main noscript")).toHaveCount(0);
  for (let step = 0; step < 80; step += 1) {
    await expect.poll(() => loadingInView(page), { timeout: PICTURE_LOAD_TIMEOUT }).toEqual([]);
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.75));
      return scrollY !== before;
    });
    if (!moved) break;
  }
  await settle(page);
}

/** Waits for the fonts and two animation frames, so that pending layout has happened. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

declare global {
  interface Window {
    /** Layout shifts since the document started (`recordLayoutShifts`), with what moved. */
    __layoutShifts?: { value: number; hadRecentInput: boolean; moved: string[] }[];
  }
}

/** Records every layout shift from the very start of the next document, with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        const moved = shift.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const what =
            node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
          return `${what ?? "?"} "${(node?.textContent ?? "").trim().slice(0, 40)}": y ${a.y} -> ${b.y}, h ${a.height} -> ${b.height}`;
        });
        const { value, hadRecentInput } = shift;
        window.__layoutShifts?.push({ value, hadRecentInput, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Fails, listing every counted shift and what moved, unless the page's CLS is below 0.01. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => window.__layoutShifts);
  expect(shifts, "recordLayoutShifts ran before the page opened").toBeDefined();
  const counted = (shifts ?? []).filter((shift) => !shift.hadRecentInput);
  const cls = counted.reduce((sum, shift) => sum + shift.value, 0);
  const report = counted.map((s) => `  ${s.value.toFixed(4)}:\n    ${s.moved.join("\n    ")}`);
  const where = `${page.url()} at ${page.viewportSize()?.width ?? "?"} px`;
  const message = `CLS ${cls.toFixed(4)} on ${where}, from:\n${report.join("\n")}\n`;
  expect(cls, message).toBeLessThan(0.01);
}

/**
 * Holds the site's web fonts back until the page has painted, as on a phone's first visit over a
 * slow line: the fallback faces lay out the first paint and the web fonts swap in over them, so
 * the CLS measured includes the swap, which the metric-matched fallbacks keep below 0.01. The
 * same on a busy machine as on a quiet one: the fonts always land after the first paint.
 */
export async function fontsAfterFirstPaint(page: Page): Promise<void> {
  await page.route(/\.woff2(\?|$)/, async (route) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    // A page left before it painted takes its font requests with it: nothing to deliver then.
    await page.waitForFunction(painted).catch(() => undefined);
    await route.continue().catch(() => undefined);
  });
}

/**
 * The page is no wider than the window, no text in the header or `main` is wider than its own box,
 * and no label, control or button reaches past an edge of the window. (A field's text may scroll.)
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await settle(page);
  const { pageWidth, innerWidth, overflowing } = await page.evaluate(() => {
    const isAround = (effect: AnimationEffect | null, element: Element) =>
      effect instanceof KeyframeEffect && effect.target?.contains(element) === true;
    return {
      pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      innerWidth: window.innerWidth,
      overflowing: [
        ...document.querySelectorAll<HTMLElement>(
          ":is(header, main) :is(h1, h2, h3, h4, h5, h6, p, li, figcaption, blockquote, a, label, input, select, textarea, button)",
        ),
      ]
        // Inert parts (the carousel's other slides), parts hidden from everyone (the honeypot) and
        // parts in motion (a slide turning in: the check may come at any moment of the carousel).
        .filter((element) => !element.closest("[inert], [aria-hidden='true']"))
        .filter((element) => !document.getAnimations().some((a) => isAround(a.effect, element)))
        .filter((element) => element.checkVisibility())
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const textBox =
            !element.matches("input, textarea, select") &&
            getComputedStyle(element).display !== "inline" &&
            element.clientWidth > 1;
          return (
            (textBox && element.scrollWidth > element.clientWidth + 1) ||
            (box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5))
          );
        })
        .map((element) => `${element.tagName} "${element.textContent.trim().slice(0, 50)}"`),
    };
  });
  expect(pageWidth, `the page in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  expect(overflowing, `text wider than its box at ${innerWidth} px`).toEqual([]);
}

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
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');
    return {
      preloaded: [...new Set([...links].map((link) => pathOf(link.href)))].sort(),
      loaded: [...new Set(loaded)].sort(),
    };
  });
  expect(loaded.length, "web fonts the page's text is set in").toBeGreaterThan(0);
  expect(preloaded).toEqual(loaded);
}
