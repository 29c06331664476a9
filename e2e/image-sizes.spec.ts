import { expect, test } from "./support/fixtures";
import {
  describePicture,
  judgePicture,
  loadAllPictures,
  type PictureUse,
  readPictures,
} from "./support/responsive-images";
import { NOT_FOUND, expectedErrorsFor, open } from "./support/site";

/**
 * Every responsive picture gets the file its slot needs (DECISIONS §8; Lighthouse's "Properly
 * size images"): each fragment's `sizes` follows the component's CSS, so the browser picks a
 * candidate that covers the picture's rendered width in device pixels, and the smallest that
 * does (on desktops, at most one step larger). Checked on the production build at Lighthouse's phone and
 * at two desktop widths, after scrolling so that every lazy picture has loaded.
 */

/**
 * `stepsAbove`: how many candidates past the smallest sufficient one the choice may be. None on
 * the phone Lighthouse measures ("Properly size images" flags any larger file there); one on
 * desktops, where a `sizes` rounded up a little may tip the choice one step.
 */
const DEVICES = [
  {
    name: "Lighthouse phone",
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    stepsAbove: 0,
  },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, stepsAbove: 1 },
  {
    name: "wide desktop",
    viewport: { width: 1920, height: 1080 },
    deviceScaleFactor: 1,
    stepsAbove: 1,
  },
] as const;

/** A project whose grid has an opener, a row of two and a row of three. */
const PROJECT = "/projects/architecture-studio-lower-parel/";

const ROUTES = ["/", "/about", "/services", "/projects", "/contact", PROJECT, NOT_FOUND.path];

/** From 48rem a project's images share rows in proportion to their aspect ratios. */
const PROJECT_ROWS_FROM_PX = 768;

/**
 * A known, bounded exception: a project's row images all carry one `sizes`, that of the widest
 * share a row can give an image (a landscape beside a portrait), because a fragment cannot vary
 * it per image. So on wider screens a narrower share may get a larger file than it needs; it
 * must still be no larger than that `sizes` asks for.
 */
function isProjectRowImage(use: PictureUse, path: string, viewportWidth: number): boolean {
  return (
    path.startsWith("/projects/") &&
    viewportWidth >= PROJECT_ROWS_FROM_PX &&
    (use.button?.startsWith("View image") ?? false)
  );
}

for (const device of DEVICES) {
  test.describe(`${device.name} (${device.viewport.width}px at DPR ${device.deviceScaleFactor})`, () => {
    test.use({ viewport: device.viewport, deviceScaleFactor: device.deviceScaleFactor });

    for (const path of ROUTES) {
      test(`${path}: every picture gets a file that fits its slot`, async ({
        page,
        errorGuard,
      }) => {
        test.slow();
        if (path === NOT_FOUND.path) errorGuard.allow(...expectedErrorsFor(NOT_FOUND));
        await open(page, path);
        await loadAllPictures(page);
        const pictures = await readPictures(page);
        expect(pictures.length, "pictures on the page").toBeGreaterThan(0);

        const dpr = device.deviceScaleFactor;
        const failures: string[] = [];
        for (const use of pictures) {
          const problem = judgePicture(use, dpr, device.stepsAbove);
          if (!problem) continue;
          if (
            problem.startsWith("overserved") &&
            isProjectRowImage(use, path, device.viewport.width) &&
            use.sizesWidth !== null &&
            (use.chosen ?? Infinity) <= pickFor(use.candidates, use.sizesWidth * dpr)
          ) {
            test.info().annotations.push({
              type: "known overserve (one sizes for every row share)",
              description: describePicture(use, dpr),
            });
            continue;
          }
          failures.push(`${problem}: ${describePicture(use, dpr)}`);
        }
        expect(failures, failures.join("\n")).toEqual([]);
      });
    }
  });
}

/** The smallest candidate at least `width` wide, or the widest. */
function pickFor(candidates: readonly number[], width: number): number {
  return (
    candidates.find((candidate) => candidate >= width) ?? candidates[candidates.length - 1] ?? 0
  );
}
