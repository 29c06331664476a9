import { expect, type Page } from "@playwright/test";

/**
 * What the browser did with one responsive picture: how wide it is laid out, which `srcset`
 * candidates it was offered (those of the `<source>` or `<img>` it chose) and which one it took.
 */
export interface PictureUse {
  alt: string;
  /** The file the browser shows, without origin. */
  currentSrc: string;
  /** The `<img>`'s laid-out width in CSS pixels (transforms, such as a hover zoom, ignored). */
  renderedWidth: number;
  /** The width its `sizes` attribute evaluates to at this viewport, in CSS pixels. */
  sizesWidth: number | null;
  sizes: string;
  /** Widths (`w` descriptors) of the candidates the chosen source offered, ascending. */
  candidates: number[];
  /** The chosen candidate's width; null when `currentSrc` is in none of the source sets. */
  chosen: number | null;
  /** The accessible name of the button the picture sits in, if any (a project's image grid). */
  button: string | null;
}

/**
 * Scrolls every picture of the page that has not loaded yet into view, so lazy images load, and
 * waits until each has loaded a candidate (`complete` with a `currentSrc`); pictures already
 * loaded (after `scrollToBottom`, all of them) cost one look. Pictures hidden from readers (the
 * carousel's other slides, which stay lazy off to the side) are left alone.
 */
export async function loadAllPictures(page: Page): Promise<void> {
  const pictures = page.locator("picture img[srcset]");
  const waiting = await pictures.evaluateAll((images) =>
    images.flatMap((element, index) => {
      const image = element as HTMLImageElement;
      const hidden = image.closest("[aria-hidden='true']") !== null;
      const loaded = image.complete && image.currentSrc !== "" && image.naturalWidth > 0;
      return hidden || loaded ? [] : [index];
    }),
  );
  for (const index of waiting) {
    const img = pictures.nth(index);
    await img.scrollIntoViewIfNeeded();
    // A lazy image starts loading once near the viewport; poll until it has settled.
    await expect
      .poll(
        () =>
          img.evaluate((element: HTMLImageElement) =>
            element.complete && element.currentSrc !== "" ? element.naturalWidth : -1,
          ),
        { message: "a picture never loaded", timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/** Reads every visible responsive picture of the page (call `loadAllPictures` first). */
export function readPictures(page: Page): Promise<PictureUse[]> {
  return page.evaluate(() => {
    const absolute = (url: string) => new URL(url, document.baseURI).href;

    const parseSrcset = (srcset: string) =>
      srcset
        .split(/,\s+/)
        .map((entry) => entry.trim().split(/\s+/))
        .filter((parts): parts is [string, string] => parts.length === 2)
        .map(([url, descriptor]) => ({ url: absolute(url), width: Number.parseInt(descriptor) }));

    /** Splits at commas outside parentheses: `calc()` and `min()` keep theirs. */
    const splitTopLevel = (value: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let index = 0; index < value.length; index += 1) {
        const char = value[index];
        if (char === "(") depth += 1;
        else if (char === ")") depth -= 1;
        else if (char === "," && depth === 0) {
          parts.push(value.slice(start, index).trim());
          start = index + 1;
        }
      }
      parts.push(value.slice(start).trim());
      return parts;
    };

    /** The width a `sizes` attribute gives at this viewport, measured with a probe element. */
    const evaluateSizes = (sizes: string): number | null => {
      for (const entry of splitTopLevel(sizes)) {
        // The length is the last token; a function (calc, min…) runs from its name to the end.
        const match = /^(.*?)\s*((?:[a-z-]+\([^]*\))|[^\s()]+)$/i.exec(entry);
        if (!match) continue;
        const [, condition = "", length = ""] = match;
        if (condition && !window.matchMedia(condition).matches) continue;
        const probe = document.createElement("div");
        probe.style.cssText = "position:absolute;top:0;left:0;height:0;visibility:hidden";
        probe.style.width = length;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return null;
    };

    const images = [...document.querySelectorAll<HTMLImageElement>("picture img[srcset]")];
    return images
      .filter((img) => img.closest("[aria-hidden='true']") === null)
      .map((img) => {
        const picture = img.closest("picture");
        const sets = [
          ...[...(picture?.querySelectorAll("source[srcset]") ?? [])].map(
            (source) => source.getAttribute("srcset") ?? "",
          ),
          img.getAttribute("srcset") ?? "",
        ].map(parseSrcset);
        const current = img.currentSrc;
        const set = sets.find((candidates) => candidates.some(({ url }) => url === current));
        const sizes = img.getAttribute("sizes") ?? "";
        return {
          alt: img.alt,
          currentSrc: current.replace(window.location.origin, ""),
          renderedWidth: Number.parseFloat(getComputedStyle(img).width),
          sizesWidth: sizes ? evaluateSizes(sizes) : null,
          sizes,
          candidates: (set ?? []).map(({ width }) => width).sort((a, b) => a - b),
          chosen: set?.find(({ url }) => url === current)?.width ?? null,
          button: img.closest("button")?.getAttribute("aria-label") ?? null,
        };
      });
  });
}

/** Device pixels lost to rounding (fractional layout widths, `sizes` rounded by the browser). */
export const ROUNDING_PX = 2;
/** When no candidate is wide enough, the widest must be taken and fall at most this far short. */
export const MAX_SHORTFALL = 0.1;

/**
 * Why the browser's choice for a picture is wrong at this device pixel ratio, or null if it is
 * right: the chosen candidate must cover the picture's rendered width in device pixels (not
 * underserved) and be the smallest candidate that does, or at most `stepsAbove` after it (not
 * overserved).
 */
export function judgePicture(use: PictureUse, dpr: number, stepsAbove = 1): string | null {
  const { candidates, chosen } = use;
  if (chosen === null || candidates.length === 0) {
    return `its current source ${use.currentSrc} is in none of its srcsets`;
  }
  const needed = use.renderedWidth * dpr;
  const widest = candidates[candidates.length - 1] ?? 0;
  if (chosen + ROUNDING_PX < needed) {
    if (chosen < widest) return "underserved: a wider candidate was on offer";
    if (widest < needed * (1 - MAX_SHORTFALL)) {
      return `underserved: even the widest candidate falls more than ${MAX_SHORTFALL * 100}% short`;
    }
    return null;
  }
  const fitting = candidates.findIndex((width) => width + ROUNDING_PX >= needed);
  const allowed = candidates[Math.min(fitting + stepsAbove, candidates.length - 1)] ?? widest;
  if (chosen > allowed) {
    return `overserved: ${candidates[fitting]}w would do${stepsAbove > 0 ? ` (${allowed}w at most)` : ""}`;
  }
  return null;
}

export function describePicture(use: PictureUse, dpr: number): string {
  const needed = Math.round(use.renderedWidth * dpr);
  const sizes = use.sizesWidth === null ? "none" : `${Math.round(use.sizesWidth)}px`;
  return (
    `"${use.alt}" (${use.currentSrc}): rendered ${use.renderedWidth.toFixed(1)}px x ${dpr} = ` +
    `${needed}px, chose ${use.chosen ?? "?"}w of [${use.candidates.join(", ")}]; ` +
    `sizes gives ${sizes} ("${use.sizes}")`
  );
}

/** From 48rem a project's images share rows in proportion to their aspect ratios. */
const PROJECT_ROWS_FROM_PX = 768;

/**
 * A known, bounded exception: a project's row images all carry one `sizes`, that of the widest
 * share a row can give an image (a landscape beside a portrait), because a fragment cannot vary
 * it per image. So on wider screens a narrower share may get a larger file than it needs; it
 * must still be no larger than that `sizes` asks for.
 */
function isKnownProjectRowOverserve(
  use: PictureUse,
  path: string,
  viewportWidth: number,
  dpr: number,
): boolean {
  return (
    path.startsWith("/projects/") &&
    viewportWidth >= PROJECT_ROWS_FROM_PX &&
    (use.button?.startsWith("View image") ?? false) &&
    use.sizesWidth !== null &&
    (use.chosen ?? Infinity) <= pickFor(use.candidates, use.sizesWidth * dpr)
  );
}

/** The smallest candidate at least `width` wide, or the widest. */
function pickFor(candidates: readonly number[], width: number): number {
  return (
    candidates.find((candidate) => candidate >= width) ?? candidates[candidates.length - 1] ?? 0
  );
}

/**
 * Loads every picture of the open page and judges the file the browser chose for each at this
 * viewport and device pixel ratio (see `judgePicture`): the problems, and the known project-row
 * overserves let through, each described.
 */
export async function judgeAllPictures(
  page: Page,
  path: string,
  stepsAbove: number,
): Promise<{ failures: string[]; knownOverserves: string[] }> {
  await loadAllPictures(page);
  const pictures = await readPictures(page);
  expect(pictures.length, "pictures on the page").toBeGreaterThan(0);
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const failures: string[] = [];
  const knownOverserves: string[] = [];
  for (const use of pictures) {
    const problem = judgePicture(use, dpr, stepsAbove);
    if (!problem) continue;
    if (
      problem.startsWith("overserved") &&
      isKnownProjectRowOverserve(use, path, viewportWidth, dpr)
    ) {
      knownOverserves.push(describePicture(use, dpr));
      continue;
    }
    failures.push(`${problem}: ${describePicture(use, dpr)}`);
  }
  return { failures, knownOverserves };
}
