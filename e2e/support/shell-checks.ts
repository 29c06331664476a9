import { expect, type Page } from "@playwright/test";
import {
  FOOTER_NAV,
  MAIN_NAV,
  type NavName,
  SOCIAL_PROFILES,
  STUDIO_EMAIL,
  STUDIO_NAME,
  footerNav,
  mainNav,
} from "./site";

/**
 * The site shell every page shares (DECISIONS §5): landmarks, the skip link, the main
 * navigation with its current page and its menu button, the logo, the footer, external links
 * and client-side navigation. Each check works on whatever route is open, so the route matrix
 * runs them on every page.
 */

/**
 * One banner, one `main#main` (the skip link's target), one contentinfo, and exactly these
 * navigation landmarks, by name, in document order.
 */
export async function expectLandmarks(page: Page, navigations: readonly string[]): Promise<void> {
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  const names = await page
    .getByRole("navigation")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  expect(names, "the navigation landmarks by name").toEqual([...navigations]);
  await expect(mainNav(page)).toHaveCount(1);
  await expect(footerNav(page)).toHaveCount(1);
}

/**
 * The main navigation, its links shown (a desktop width), lists the five pages in order and
 * marks `current` (none on the 404 page)
 * with `aria-current="page"`: the one current-page marker in the whole document, not the logo's
 * nor a footer link's.
 */
export async function expectMainNavigation(page: Page, current: NavName | null): Promise<void> {
  const nav = mainNav(page);
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(MAIN_NAV.length);
  for (const [index, item] of MAIN_NAV.entries()) {
    const link = nav.getByRole("link", { name: item.name, exact: true });
    await expect(links.nth(index)).toHaveAccessibleName(item.name);
    await expect(link).toHaveAttribute("href", item.href);
    if (item.name === current) {
      await expect(link).toHaveAttribute("aria-current", "page");
    } else {
      await expect(link).not.toHaveAttribute("aria-current", /.*/);
    }
  }
  const currentLink = MAIN_NAV.find((item) => item.name === current);
  await expect
    .poll(() =>
      page.locator('[aria-current="page"]').evaluateAll((elements) =>
        elements.map((element) => {
          const region =
            element.closest("nav")?.getAttribute("aria-label") ??
            element.closest("header, main, footer")?.tagName.toLowerCase() ??
            "page";
          return `${region}: ${element.textContent.trim()} (${element.getAttribute("href") ?? ""})`;
        }),
      ),
    )
    .toEqual(currentLink ? [`Main: ${currentLink.name} (${currentLink.href})`] : []);
}

/** At a desktop width the five links show and the menu button is hidden. */
export async function expectNavigationOpenOnDesktop(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole("button", { includeHidden: true })).toBeHidden();
  for (const item of MAIN_NAV) {
    await expect(nav.getByRole("link", { name: item.name, exact: true })).toBeVisible();
  }
}

/**
 * At a phone width the links fold behind a "Menu" button: it opens them (and is then named
 * "Close"), and Escape folds them again with focus back on the button.
 */
export async function expectMenuButtonOnPhone(page: Page): Promise<void> {
  const nav = mainNav(page);
  const button = nav.getByRole("button");
  const link = (name: string) => nav.getByRole("link", { name, exact: true, includeHidden: true });

  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName("Menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  for (const item of MAIN_NAV) await expect(link(item.name)).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toHaveAccessibleName("Close");
  for (const item of MAIN_NAV) await expect(link(item.name)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toHaveAccessibleName("Menu");
  await expect(button).toBeFocused();
  for (const item of MAIN_NAV) await expect(link(item.name)).toBeHidden();
}

/** The logo links home by the studio's name and is never marked as the current page. */
export async function expectLogo(page: Page): Promise<void> {
  const logo = page.getByRole("banner").getByRole("link", { name: STUDIO_NAME, exact: true });
  await expect(logo).toHaveAttribute("href", "/");
  await expect(logo).not.toHaveAttribute("aria-current", /.*/);
}

/** The footer holds the site links, the studio's e-mail, its profiles and the copyright. */
export async function expectFooter(page: Page): Promise<void> {
  const footer = page.getByRole("contentinfo");
  const links = footerNav(page).getByRole("link");
  await expect(links).toHaveCount(FOOTER_NAV.length);
  for (const [index, item] of FOOTER_NAV.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(item.name);
    await expect(links.nth(index)).toHaveAttribute("href", item.href);
  }

  await expect(footer.locator(`a[href="mailto:${STUDIO_EMAIL}"]`)).toBeVisible();

  for (const profile of SOCIAL_PROFILES) {
    const link = footer.getByRole("link", { name: new RegExp(`^${profile.name}\\b`) });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", profile.href);
    await expect(link).toHaveAccessibleName(
      new RegExp(`^${profile.name}\\b.*\\(opens in a new tab\\)$`),
    );
  }

  const copyright = footer.locator("p", { hasText: "©" });
  await expect(copyright).toHaveCount(1);
  await expect(copyright).toContainText(String(new Date().getFullYear()));
  await expect(copyright).toContainText(STUDIO_NAME);
}

/**
 * Every link to another site opens in a new tab with `rel="noopener noreferrer"`, and every
 * link that opens a new tab, wherever it points, has `rel="noopener"` (DECISIONS §5, issue 8).
 * The footer's profiles are among them on every page, so the check is never empty.
 */
export async function expectSafeExternalLinks(page: Page): Promise<void> {
  const { external, unsafe } = await page.evaluate(() => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const ownOrigins = new Set([window.location.origin]);
    if (canonical) ownOrigins.add(new URL(canonical.href).origin);
    const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"));
    const isExternal = (anchor: HTMLAnchorElement) =>
      /^https?:/i.test(anchor.getAttribute("href") ?? "") &&
      !ownOrigins.has(new URL(anchor.href).origin);
    const describe = (anchor: HTMLAnchorElement) =>
      `${anchor.href} target="${anchor.target}" rel="${anchor.rel}"`;
    return {
      external: anchors.filter(isExternal).map((anchor) => anchor.href),
      unsafe: [
        ...anchors
          .filter(isExternal)
          .filter(
            (anchor) =>
              anchor.target !== "_blank" ||
              !anchor.relList.contains("noopener") ||
              !anchor.relList.contains("noreferrer"),
          )
          .map(describe),
        ...anchors
          .filter((anchor) => !isExternal(anchor) && anchor.target === "_blank")
          .filter((anchor) => !anchor.relList.contains("noopener"))
          .map(describe),
      ],
    };
  });
  expect(external).toEqual(expect.arrayContaining(SOCIAL_PROFILES.map((profile) => profile.href)));
  expect(unsafe, "links to other sites or new tabs without the safe target and rel").toEqual([]);
}

/**
 * "Skip to content" is the first focusable element; hidden until Tab reaches it, then shown; Enter
 * moves focus to `main`. Call it with nothing focused yet.
 */
export async function expectSkipLink(page: Page): Promise<void> {
  const skipLink = page.getByRole("link", { name: "Skip to content", exact: true });
  await expect(skipLink).toHaveAttribute("href", "#main");

  const firstFocusable = await page.evaluate(() => {
    const candidates = Array.from(document.body.querySelectorAll<HTMLElement>("*"));
    const first = candidates.find(
      (element) =>
        element.tabIndex >= 0 && !element.matches(":disabled, a:not([href]), input[type='hidden']"),
    );
    return first ? { tag: first.tagName, text: first.textContent.trim() } : null;
  });
  expect(firstFocusable).toEqual({ tag: "A", text: "Skip to content" });

  await expect(skipLink).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport({ ratio: 1 });

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  const main = page.locator("main#main");
  await expect(main).toBeFocused();
  await expect(main).toBeInViewport();
}

/** Marks the document, so a later check can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__marker = "still the same document";
  });
}

/** The document marked by `markDocument` is still the one shown (no full page load). */
export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => window.__marker),
    "the change happened in the same document (no full page load)",
  ).toBe("still the same document");
}

/**
 * A footer link to another page, clicked from mid-screen, navigates client-side (same document)
 * and the new page starts at the top with its main-navigation link current.
 */
export async function expectFooterLinkNavigatesToTop(page: Page, fromPath: string): Promise<void> {
  const target = FOOTER_NAV.find((item) => item.href !== fromPath) ?? FOOTER_NAV[0];
  const link = footerNav(page).getByRole("link", { name: target.name, exact: true });

  // Make sure there is room to scroll, then scroll the footer link to mid-screen.
  await page.evaluate(() => {
    document.body.style.minHeight = "4000px";
  });
  await link.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await markDocument(page);
  await link.click();
  await page.waitForURL((url) => url.pathname === target.href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await expectSameDocument(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const current = MAIN_NAV.find((item) => item.href === target.href);
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveAccessibleName(
    current?.name ?? "",
  );
}

/**
 * At a phone width, a link in the opened menu navigates to the next page of the menu and the
 * menu closes behind it, with the new page's link current.
 */
export async function expectMenuLinkNavigatesAndCloses(
  page: Page,
  fromPath: string,
): Promise<void> {
  const index = MAIN_NAV.findIndex((item) => item.href === fromPath);
  const target = MAIN_NAV[(index + 1) % MAIN_NAV.length] ?? MAIN_NAV[0];
  const nav = mainNav(page);

  await nav.getByRole("button", { name: "Menu", exact: true }).click();
  await nav.getByRole("link", { name: target.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === target.href);

  const targetLink = nav.getByRole("link", { name: target.name, exact: true, includeHidden: true });
  await expect(targetLink).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("button")).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("button")).toHaveAccessibleName("Menu");
  await expect(targetLink).toBeHidden();
}
