import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { main } from "./support/locators";
import { NOT_FOUND, PHONE, expectedErrorsFor, footerNav, mainNav, open } from "./support/site";

/**
 * The site shell's behaviour beyond what every route shares. The shell on every page (landmarks,
 * skip link, navigation and its current page, the menu button opening, closing and navigating,
 * logo, footer, external links, client-side navigation from the footer) is checked route by route
 * in routes.spec.ts; this spec holds what belongs to one page or one state.
 */

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

    await expect(main(page).locator('a[href="/"]').first()).toBeVisible();
    await expect(main(page).locator('a[href="/projects"]').first()).toBeVisible();
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
