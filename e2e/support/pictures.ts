import { expect, type Page } from "@playwright/test";
import { expectPicturesLoaded } from "./page-checks";

/**
 * Whether every responsive picture got the file its slot needs (Lighthouse's "Properly size
 * images"): each fragment's `sizes` follows its component's CSS, so the browser should choose a
 * candidate covering the picture's rendered width in device pixels, and the smallest that does
 * (or up to `stepsAbove` larger, where a `sizes` rounded up may tip the choice).
 */
interface PictureUse {
  alt: string;
  currentSrc: string;
  /** Laid-out width in CSS pixels. */
  width: number;
  /** The `w` widths of the source the browser chose from, ascending, and the one it took. */
  candidates: number[];
  chosen: number | null;
}

function readPictures(page: Page): Promise<PictureUse[]> {
  return page.evaluate(() => {
    const parse = (srcset: string) =>
      srcset.split(/,\s+/).map((entry) => {
        const [url = "", width = ""] = entry.trim().split(/\s+/);
        return { url: new URL(url, document.baseURI).href, width: Number.parseInt(width) };
      });
    return [...document.querySelectorAll<HTMLImageElement>("picture img[srcset]")]
      .filter((img) => img.closest("[aria-hidden='true']") === null)
      .map((img) => {
        const sets = [...(img.closest("picture")?.querySelectorAll("source") ?? []), img].map(
          (element) => parse(element.getAttribute("srcset") ?? ""),
        );
        const set = sets.find((candidates) => candidates.some((c) => c.url === img.currentSrc));
        return {
          alt: img.alt,
          currentSrc: img.currentSrc.replace(location.origin, ""),
          width: Number.parseFloat(getComputedStyle(img).width),
          candidates: (set ?? []).map((c) => c.width).sort((a, b) => a - b),
          chosen: set?.find((c) => c.url === img.currentSrc)?.width ?? null,
        };
      });
  });
}

/** Device pixels lost to rounding; when no candidate is wide enough, the shortfall allowed. */
const ROUNDING_PX = 2;
const MAX_SHORTFALL = 0.1;

/** Why the browser's choice is wrong at this pixel ratio, or null when it is right. */
function judge(use: PictureUse, dpr: number, stepsAbove: number): string | null {
  const { candidates, chosen } = use;
  if (chosen === null) return "its file is in none of its srcsets";
  const needed = use.width * dpr;
  const widest = candidates.at(-1) ?? 0;
  if (chosen + ROUNDING_PX < needed) {
    if (chosen < widest) return "underserved: a wider candidate was on offer";
    return widest < needed * (1 - MAX_SHORTFALL)
      ? "underserved: even the widest falls short"
      : null;
  }
  const fitting = candidates.findIndex((width) => width + ROUNDING_PX >= needed);
  const allowed = candidates[Math.min(fitting + stepsAbove, candidates.length - 1)] ?? widest;
  return chosen <= allowed ? null : `overserved: ${candidates[fitting] ?? "?"}w would do`;
}

/**
 * Scrolls every picture not loaded yet into view, waits for its file, and fails listing each
 * picture whose file does not fit its slot.
 */
export async function expectPicturesFitTheirSlots(page: Page, stepsAbove: number): Promise<void> {
  await expectPicturesLoaded(page.locator("picture img[srcset]"));
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const uses = await readPictures(page);
  expect(uses.length, "pictures on the page").toBeGreaterThan(0);
  const wrong = uses.flatMap((use) => {
    const problem = judge(use, dpr, stepsAbove);
    return problem
      ? [
          `${problem}: "${use.alt}" ${use.width.toFixed(0)}px × ${dpr}, chose ${use.chosen ?? "?"}w of [${use.candidates.join(", ")}] (${use.currentSrc})`,
        ]
      : [];
  });
  expect(wrong, wrong.join("\n")).toEqual([]);
}
