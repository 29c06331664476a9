import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  ALL_ROUTES,
  DESKTOP,
  FOOTER_NAV,
  MAIN_NAV,
  NARROW_PHONE,
  NOT_FOUND,
  PAGES,
  PHONE,
  SOCIAL_PROFILES,
  STUDIO_EMAIL,
  STUDIO_NAME,
  expectedErrorsFor,
  footerNav,
  mainNav,
  open,
} from "./support/site";

/** The site shell (DECISIONS §5) on every route: header, navigation, skip link, footer, a11y. */
for (const route of ALL_ROUTES) {
  test.describe(`shell on ${route.path}`, () => {
    test.use({ expectedErrors: expectedErrorsFor(route) });

    test(`responds ${route.status} and loads without console or page errors`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await page.waitForLoadState("networkidle");
      // Bring every lazy part of the page in; the error guard checks what it logged.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
    });

    test('has lang="en", a studio title and a meta description', async ({ page }) => {
      await open(page, route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(new RegExp(STUDIO_NAME));
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute("content", /\S/);
    });

    test("has one h1 and the banner, main and contentinfo landmarks", async ({ page }) => {
      await open(page, route.path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.locator("main#main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
    });

    test("skip link is first, appears on Tab and moves focus to main", async ({ page }) => {
      await open(page, route.path);
      const skipLink = page.getByRole("link", { name: "Skip to content", exact: true });
      await expect(skipLink).toHaveAttribute("href", "#main");

      const firstFocusable = await page.evaluate(() => {
        const candidates = Array.from(document.body.querySelectorAll<HTMLElement>("*"));
        const first = candidates.find(
          (element) =>
            element.tabIndex >= 0 &&
            !element.matches(":disabled, a:not([href]), input[type='hidden']"),
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
    });

    test("logo links home by the studio name", async ({ page }) => {
      await open(page, route.path);
      const logo = page.getByRole("banner").getByRole("link", { name: STUDIO_NAME, exact: true });
      await expect(logo).toHaveAttribute("href", "/");
      await expect(logo).not.toHaveAttribute("aria-current", /.*/);
    });

    test(`main navigation lists the five pages and marks ${route.current ?? "none"} as current`, async ({
      page,
    }) => {
      await open(page, route.path);
      const nav = mainNav(page);
      const links = nav.getByRole("link");
      await expect(links).toHaveCount(MAIN_NAV.length);
      for (const [index, item] of MAIN_NAV.entries()) {
        const link = nav.getByRole("link", { name: item.name, exact: true });
        await expect(links.nth(index)).toHaveAccessibleName(item.name);
        await expect(link).toHaveAttribute("href", item.href);
        if (item.name === route.current) {
          await expect(link).toHaveAttribute("aria-current", "page");
        } else {
          await expect(link).not.toHaveAttribute("aria-current", /.*/);
        }
      }
      // The one current-page marker in the whole document is the main navigation's link
      // (not the logo, not the footer's links).
      const current = MAIN_NAV.find((item) => item.name === route.current);
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
        .toEqual(current ? [`Main: ${current.name} (${current.href})`] : []);
    });

    test("at 1280 px the links show and the menu button is hidden", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, route.path);
      const nav = mainNav(page);
      await expect(nav.getByRole("button", { includeHidden: true })).toBeHidden();
      for (const item of MAIN_NAV) {
        await expect(nav.getByRole("link", { name: item.name, exact: true })).toBeVisible();
      }
    });

    test("at 375 px the links fold behind a Menu button", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, route.path);
      const nav = mainNav(page);
      const button = nav.getByRole("button");
      const link = (name: string) =>
        nav.getByRole("link", { name, exact: true, includeHidden: true });

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
    });

    test("footer holds the site links, e-mail, profiles and copyright", async ({ page }) => {
      await open(page, route.path);
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
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
        await expect(link).toHaveAttribute("rel", /(^|\s)noreferrer(\s|$)/);
        await expect(link).toHaveAccessibleName(
          new RegExp(`^${profile.name}\\b.*\\(opens in a new tab\\)$`),
        );
      }

      const copyright = footer.locator("p", { hasText: "©" });
      await expect(copyright).toHaveCount(1);
      await expect(copyright).toContainText(String(new Date().getFullYear()));
      await expect(copyright).toContainText(STUDIO_NAME);
    });

    test("every external link opens in a new tab without opener or referrer", async ({ page }) => {
      await open(page, route.path);
      const { external, unsafe } = await page.evaluate(() => {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        const ownOrigins = new Set([window.location.origin]);
        if (canonical) ownOrigins.add(new URL(canonical.href).origin);
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]")).filter(
          (anchor) =>
            /^https?:/i.test(anchor.getAttribute("href") ?? "") &&
            !ownOrigins.has(new URL(anchor.href).origin),
        );
        const safe = (anchor: HTMLAnchorElement) =>
          anchor.target === "_blank" &&
          anchor.relList.contains("noopener") &&
          anchor.relList.contains("noreferrer");
        return {
          external: links.map((anchor) => anchor.href),
          unsafe: links
            .filter((anchor) => !safe(anchor))
            .map((anchor) => `${anchor.href} target="${anchor.target}" rel="${anchor.rel}"`),
        };
      });
      expect(external).toEqual(
        expect.arrayContaining(SOCIAL_PROFILES.map((profile) => profile.href)),
      );
      expect(unsafe).toEqual([]);
    });

    test("has no horizontal overflow at 320 px", async ({ page }) => {
      await page.setViewportSize(NARROW_PHONE);
      await open(page, route.path);
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(
        scrollWidth,
        `page is ${scrollWidth} px wide in a ${innerWidth} px window`,
      ).toBeLessThanOrEqual(innerWidth);
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`is axe clean at ${viewport.width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize(viewport);
        await open(page, route.path);
        await expectNoAxeViolations(page, testInfo);
      });
    }
  });
}

test.describe("client-side navigation", () => {
  for (const route of PAGES) {
    test(`a footer link from ${route.path} navigates in place and starts at the top`, async ({
      page,
    }) => {
      await open(page, route.path);
      const target = FOOTER_NAV.find((item) => item.href !== route.path) ?? FOOTER_NAV[0];
      const link = footerNav(page).getByRole("link", { name: target.name, exact: true });

      // Make sure there is room to scroll, then scroll the footer link to mid-screen.
      await page.evaluate(() => {
        document.body.style.minHeight = "4000px";
      });
      await link.evaluate((element) => {
        element.scrollIntoView({ block: "center" });
      });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await page.evaluate(() => {
        window.__marker = "still the same document";
      });
      await link.click();
      await page.waitForURL((url) => url.pathname === target.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      expect(await page.evaluate(() => window.__marker)).toBe("still the same document");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const current = MAIN_NAV.find((item) => item.href === target.href);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveAccessibleName(
        current?.name ?? "",
      );
    });

    test(`at 375 px a menu link from ${route.path} navigates and the menu closes`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, route.path);
      const index = MAIN_NAV.findIndex((item) => item.href === route.path);
      const target = MAIN_NAV[(index + 1) % MAIN_NAV.length] ?? MAIN_NAV[0];
      const nav = mainNav(page);

      await nav.getByRole("button", { name: "Menu", exact: true }).click();
      await nav.getByRole("link", { name: target.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === target.href);

      const targetLink = nav.getByRole("link", {
        name: target.name,
        exact: true,
        includeHidden: true,
      });
      await expect(targetLink).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("button")).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("button")).toHaveAccessibleName("Menu");
      await expect(targetLink).toBeHidden();
    });
  }
});

test.describe("404 page", () => {
  test.use({ expectedErrors: expectedErrorsFor(NOT_FOUND) });

  test("shows the designed 404 page inside the site layout with ways back", async ({ page }) => {
    const response = await open(page, NOT_FOUND.path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${NOT_FOUND.path}$`));

    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(footerNav(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/projects"]').first()).toBeVisible();
  });
});

test("axe is clean at 375 px with the menu open on the home page", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await open(page, "/");
  const button = mainNav(page).getByRole("button");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page, testInfo);
});
