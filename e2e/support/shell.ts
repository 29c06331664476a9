import { expect, type Page } from "@playwright/test";
import { content } from "./content";
import { MAIN_NAV } from "./routes";
import { expectSameDocument, footerNav, mainNav, markDocument } from "./site";

/**
 * The shell every page shares, checked by the route matrix on every route: the built page, its
 * landmarks and links as a browser lays them out (the parts in detail are the components' tests).
 */

const site = content.site();

/** One banner, `main#main`, one contentinfo, and exactly these navigations, in order. */
export async function expectLandmarks(page: Page, navigations: readonly string[]): Promise<void> {
  for (const landmark of ["banner", "main", "contentinfo"] as const)
    await expect(page.getByRole(landmark)).toHaveCount(1);
  await expect(page.locator("main#main")).toHaveCount(1);
  const names = await page
    .getByRole("navigation")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
  expect(names, "the navigation landmarks by name").toEqual(navigations);
}

/**
 * At a desktop width the main navigation shows its links in order, with no menu button, and
 * `current` is the document's one `aria-current="page"` (the logo and the footer claim none).
 */
export async function expectMainNavigation(page: Page, current: string | null): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole("button", { includeHidden: true })).toBeHidden();
  const links = await nav
    .getByRole("link")
    .evaluateAll((all) => all.map((a) => `${a.textContent} ${a.getAttribute("href") ?? ""}`));
  expect(links).toEqual(MAIN_NAV.map((link) => `${link.label} ${link.to}`));
  const marked = page.locator('[aria-current="page"]');
  await expect(marked).toHaveText(current === null ? [] : [current]);
  if (current !== null) await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const logo = page.getByRole("banner").getByRole("link", { name: site.name, exact: true });
  await expect(logo).toHaveAttribute("href", "/");
}

/** The footer's links, the studio's address, its profiles (new tab) and the copyright. */
export async function expectFooter(page: Page): Promise<void> {
  const footer = page.getByRole("contentinfo");
  const labels = site.footer.links.map((link) => link.label);
  await expect(footerNav(page).getByRole("link")).toHaveText(labels);
  await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
  for (const profile of site.social) {
    await expect(footer.locator(`a[href="${profile.url}"]`)).toHaveAccessibleName(
      new RegExp(`^${profile.label}\\b.*\\(opens in a new tab\\)$`),
    );
  }
  await expect(footer.getByText(/^© \d{4} /)).toBeVisible(); // the year the site was built
}

/**
 * Every link to another site opens a new tab with `rel="noopener noreferrer"`, and every link
 * that opens a new tab has `rel="noopener"`; the footer's profiles make the list never empty.
 */
export async function expectSafeExternalLinks(page: Page): Promise<void> {
  const { external, unsafe } = await page.evaluate(() => {
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")];
    const isExternal = (anchor: HTMLAnchorElement) =>
      /^https?:/i.test(anchor.href) && new URL(anchor.href).origin !== location.origin;
    const safe = (anchor: HTMLAnchorElement) =>
      isExternal(anchor)
        ? anchor.target === "_blank" &&
          anchor.relList.contains("noopener") &&
          anchor.relList.contains("noreferrer")
        : anchor.target !== "_blank" || anchor.relList.contains("noopener");
    return {
      external: anchors.filter(isExternal).map((anchor) => anchor.href),
      unsafe: anchors
        .filter((anchor) => !safe(anchor))
        .map((anchor) => `${anchor.href} target="${anchor.target}" rel="${anchor.rel}"`),
    };
  });
  expect(external).toEqual(expect.arrayContaining(site.social.map((profile) => profile.url)));
  expect(unsafe, "links to other sites or new tabs without the safe target and rel").toEqual([]);
}

/** "Skip to content" is reached by the first Tab, shows, and Enter moves focus to `main`. */
export async function expectSkipLink(page: Page): Promise<void> {
  const skipLink = page.getByRole("link", { name: "Skip to content", exact: true });
  await expect(skipLink).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator("main#main")).toBeFocused();
}

/**
 * A footer link clicked from mid-page navigates client-side, and the next page starts at the top
 * with its main-navigation link current.
 */
export async function expectFooterLinkNavigatesToTop(page: Page, from: string): Promise<void> {
  const target = site.footer.links.find((link) => link.to !== from) ?? site.footer.links[0];
  if (!target) throw new Error("content/site.yaml has no footer links");
  const link = footerNav(page).getByRole("link", { name: target.label, exact: true });
  await page.evaluate(() => (document.body.style.minHeight = "4000px"));
  await link.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
  });
  await markDocument(page);
  await link.click();
  await page.waitForURL((url) => url.pathname === target.to);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectSameDocument(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const current = MAIN_NAV.find((item) => item.to === target.to)?.label ?? "";
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(current);
}

/**
 * At a phone width the links fold behind "Menu" (`aria-expanded`, the name the same when open);
 * Escape folds them with focus back on it; from a page of the navigation, a link in the open menu
 * navigates and the menu closes behind it.
 */
export async function expectMenu(page: Page, from: string | null): Promise<void> {
  const nav = mainNav(page);
  const button = nav.getByRole("button", { name: site.labels.menu, exact: true });
  const links = nav.getByRole("link", { includeHidden: true });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(links.first()).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  for (const link of await links.all()) await expect(link).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(links.first()).toBeHidden();
  if (from === null) return;

  const index = MAIN_NAV.findIndex((link) => link.to === from);
  const target = MAIN_NAV[(index + 1) % MAIN_NAV.length] ?? MAIN_NAV[0];
  if (!target) throw new Error("content/site.yaml has no navigation");
  await button.click();
  await nav.getByRole("link", { name: target.label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === target.to);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(target.label);
  await expect(button).toHaveAttribute("aria-expanded", "false");
}
