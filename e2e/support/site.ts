import type { Locator, Page, Response } from "@playwright/test";
import { escapeRegExp } from "./regexp";

/** The shell's fixed identity and links (content/site.yaml, DECISIONS §2 and §5). */
export const STUDIO_NAME = "Studio Anvaya";
export const STUDIO_EMAIL = "hello@studioanvaya.example";

export const MAIN_NAV = [
  { name: "HOME", href: "/" },
  { name: "ABOUT", href: "/about" },
  { name: "GALLERY", href: "/projects" },
  { name: "SERVICES", href: "/services" },
  { name: "CONTACT", href: "/contact" },
] as const;

export const FOOTER_NAV = [
  { name: "About", href: "/about" },
  { name: "Gallery", href: "/projects" },
  { name: "Services", href: "/services" },
  { name: "Contact", href: "/contact" },
] as const;

export const SOCIAL_PROFILES = [
  { name: "Instagram", href: "https://www.instagram.com/studioanvaya/" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/studioanvaya/" },
] as const;

export type NavName = (typeof MAIN_NAV)[number]["name"];

export interface SiteRoute {
  readonly path: string;
  /**
   * The main-navigation link marked `aria-current="page"`: none on the 404 page, nor on a project
   * page (no link is that page; GALLERY is only styled as its section).
   */
  readonly current: NavName | null;
  readonly status: number;
}

export const PAGES: readonly SiteRoute[] = MAIN_NAV.map((link) => ({
  path: link.href,
  current: link.name,
  status: 200,
}));

export const NOT_FOUND: SiteRoute = {
  path: "/this-page-does-not-exist",
  current: null,
  status: 404,
};

export const ALL_ROUTES: readonly SiteRoute[] = [...PAGES, NOT_FOUND];

/**
 * Chromium reports the 404 response of an unknown URL (the document, and Gatsby's page-data
 * look-up for it) as console errors. Those, and only those, are expected on the 404 route.
 */
export function expectedErrorsFor(route: { path: string; status: number }): RegExp[] {
  if (route.status !== 404) return [];
  const escaped = escapeRegExp(route.path);
  return [
    new RegExp(
      `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\[https?://[^/]+(/page-data)?${escaped}(/page-data\\.json)?(:\\d+)?\\]$`,
    ),
  ];
}

export const PHONE = { width: 375, height: 740 } as const;
export const NARROW_PHONE = { width: 320, height: 640 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The phone Lighthouse's mobile test emulates (DECISIONS §8), at its pixel ratio. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;
export const LIGHTHOUSE_PHONE_DPR = 1.75;

export function mainNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });
}

export function footerNav(page: Page): Locator {
  return page.getByRole("contentinfo").getByRole("navigation", { name: "Footer", exact: true });
}

/** React keeps its root fiber on the container; these are the only parts of it we read. */
interface ReactFiber {
  tag?: number;
  memoizedState?: { isDehydrated?: boolean; dehydrated?: unknown } | null;
  child?: ReactFiber | null;
  sibling?: ReactFiber | null;
}

interface ReactHostRoot {
  stateNode?: { current?: ReactFiber };
}

/**
 * Waits until React has finished hydrating Gatsby's server-rendered HTML, so clicks are handled by
 * the app (client-side navigation, the menu button) rather than by the bare HTML: the root, and
 * then every Suspense boundary (the Layout's content and footer), which React hydrates after it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const SUSPENSE = 13; // React's tag for a Suspense boundary's fiber
    const container = document.getElementById("___gatsby");
    if (!container) return false;
    const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"));
    if (!key) return false;
    const hostRoot = (container as unknown as Record<string, ReactHostRoot | undefined>)[key];
    const root = hostRoot?.stateNode?.current;
    if (!root || root.memoizedState?.isDehydrated !== false) return false;
    const pending: ReactFiber[] = [root];
    for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
      if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  });
}

/** Opens a route and waits for the app to be interactive; returns the document's response. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

declare global {
  interface Window {
    /** Set by tests before a click to prove the navigation that follows kept the document. */
    __marker?: string;
  }
}
