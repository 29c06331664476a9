import type { Locator, Page } from "@playwright/test";

/**
 * A real one-finger horizontal swipe across the middle of `target`, from 80 % to 20 % of its
 * width ("left") or back ("right"), through Chromium's own touch input (CDP
 * `Input.dispatchTouchEvent`: touchstart, five touchmoves, touchend): the page gets a phone's
 * events, pointer events and gestures included. Open the page with `hasTouch: true`.
 */
export async function swipe(
  page: Page,
  target: Locator,
  direction: "left" | "right",
): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the swipe target has no box");
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === "left"
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const session = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
    session.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: x === undefined ? [] : [{ x, y }],
    });
  await touch("touchStart", from);
  for (let step = 1; step <= 5; step += 1)
    await touch("touchMove", from + ((to - from) * step) / 5);
  await touch("touchEnd");
  await session.detach();
}
