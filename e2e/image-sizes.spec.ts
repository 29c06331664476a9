import { expect, test } from "./support/fixtures";
import { judgeAllPictures } from "./support/responsive-images";
import {
  LIGHTHOUSE_PHONE,
  LIGHTHOUSE_PHONE_DPR,
  NOT_FOUND,
  expectedErrorsFor,
  open,
} from "./support/site";

/**
 * Every responsive picture gets the file its slot needs (DECISIONS §8; Lighthouse's "Properly
 * size images"): each fragment's `sizes` follows the component's CSS, so the browser picks a
 * candidate that covers the picture's rendered width in device pixels, and the smallest that
 * does (on desktops, at most one step larger). Checked on the production build at Lighthouse's
 * phone and on a wide desktop, after scrolling so that every lazy picture has loaded. The
 * 1280 px desktop at DPR 1 is checked on every route by routes.spec.ts, in its own page load.
 */

/**
 * `stepsAbove`: how many candidates past the smallest sufficient one the choice may be. None on
 * the phone Lighthouse measures ("Properly size images" flags any larger file there); one on
 * desktops, where a `sizes` rounded up a little may tip the choice one step.
 */
const DEVICES = [
  {
    name: "Lighthouse phone",
    viewport: LIGHTHOUSE_PHONE,
    deviceScaleFactor: LIGHTHOUSE_PHONE_DPR,
    stepsAbove: 0,
  },
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

for (const device of DEVICES) {
  test.describe(`${device.name} (${device.viewport.width}px at DPR ${device.deviceScaleFactor})`, () => {
    test.use({
      viewport: device.viewport,
      deviceScaleFactor: device.deviceScaleFactor,
      // The 404 document's own 404 answer, logged by Chromium, is expected on that route.
      expectedErrors: expectedErrorsFor(NOT_FOUND),
    });

    // One browser context per device (its pixel ratio is the context's), a step per route.
    test("every picture on every route gets a file that fits its slot", async ({ page }) => {
      test.setTimeout(ROUTES.length * 30_000);
      for (const path of ROUTES) {
        await test.step(path, async () => {
          await open(page, path);
          const { failures, knownOverserves } = await judgeAllPictures(
            page,
            path,
            device.stepsAbove,
          );
          for (const description of knownOverserves) {
            test.info().annotations.push({
              type: `known overserve on ${path} (one sizes for every row share)`,
              description,
            });
          }
          expect(failures, failures.join("\n")).toEqual([]);
        });
      }
    });
  });
}
