import { expect, type Locator, type Page, type Response } from "@playwright/test";

export const PHONE = { width: 375, height: 740 } as const;
export const NARROW_PHONE = { width: 320, height: 640 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The phone Lighthouse's mobile test emulates, at its pixel ratio. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;
export const LIGHTHOUSE_PHONE_DPR = 1.75;

export const mainNav = (page: Page): Locator =>
  page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });
export const footerNav = (page: Page): Locator =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "Footer", exact: true });

/**
 * Chromium logs the 404 answer to an unknown address (the document, and Gatsby's look-up of its
 * page data) as console errors: expected there, and only there.
 */
export function expectedErrorsFor(route: { path: string; status: number }): RegExp[] {
  if (route.status !== 404) return [];
  return [
    new RegExp(
      `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\[https?://[^/]+(/page-data)?${route.path}(/page-data\\.json)?(:\\d+)?\\]$`,
    ),
  ];
}

/** React keeps its root fiber on the container; these are the only parts of it read here. */
interface ReactFiber {
  tag?: number;
  memoizedState?: { isDehydrated?: boolean; dehydrated?: unknown } | null;
  child?: ReactFiber | null;
  sibling?: ReactFiber | null;
}

/**
 * Waits until React has hydrated Gatsby's server-rendered HTML, so that clicks reach the app
 * (client-side navigation, the menu button) rather than the bare HTML: the root, then every
 * Suspense boundary (the layout's content and footer), which React hydrates after it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const SUSPENSE = 13; // React's tag for a Suspense boundary's fiber
    const container = document.getElementById("___gatsby");
    const key = container && Object.keys(container).find((k) => k.startsWith("__reactContainer$"));
    if (!container || !key) return false;
    const hostRoot = (
      container as unknown as Record<string, { stateNode?: { current?: ReactFiber } }>
    )[key];
    const root = hostRoot?.stateNode?.current;
    if (root?.memoizedState?.isDehydrated !== false) return false;
    const pending: ReactFiber[] = [root];
    for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
      if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  });
}

/** Holds every script the page asks for until the returned function lets them through. */
export async function holdScripts(page: Page): Promise<() => void> {
  const { promise: held, resolve } = Promise.withResolvers();
  await page.route(/\.js(\?|$)/, (route) => held.then(() => route.continue()));
  return () => {
    resolve(null);
  };
}

/** Reloads the page and waits for the app to take it over again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** Opens a route and waits for the app to take it over; returns the document's response. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Marks the document; `expectSameDocument` then tells a client-side navigation from a load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, "__marker", "same document"));
}

export async function expectSameDocument(page: Page): Promise<void> {
  const marker: unknown = await page.evaluate(() => Reflect.get(window, "__marker") as unknown);
  expect(marker, "no full page load").toBe("same document");
}
