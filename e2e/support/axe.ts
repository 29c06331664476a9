import axe from "axe-core";
import { expect, type Page, type TestInfo } from "@playwright/test";

declare global {
  interface Window {
    /** axe-core, injected by `expectNoAxeViolations`. */
    axe?: typeof axe;
  }
}

/** WCAG 2.1 A and AA plus axe's best practices: every page and state has zero violations. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe on the page as it is now and fails listing every violation and its elements.
 *
 * axe-core runs in the page itself (`axe.run`, its own API). Our pages have no frames, which the
 * check asserts; for pages with frames `@axe-core/playwright` runs axe in each and merges the
 * results in a blank page it opens per run, which cost 1.0 of a run's 1.6 s on a project page.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  expect(page.frames(), "one document, no frames for axe to miss").toHaveLength(1);
  // Judge the page in its final typefaces, not the fallback ones.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(axe.source);
  // Only violations are collected: the passes and incomplete results went unread and cost a
  // fifth of axe's time (1.0 s against 1.3 s on a project page).
  const violations = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error("axe-core was not injected");
    const options: axe.RunOptions = {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    };
    return (await window.axe.run(document, options)).violations;
  }, AXE_TAGS);
  if (violations.length > 0) {
    await testInfo.attach("axe-violations.json", {
      body: JSON.stringify(violations, null, 2),
      contentType: "application/json",
    });
  }
  const report = violations.map(
    (violation) =>
      `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    - ${node.target.join(" >> ")}: ${node.failureSummary ?? ""}`)
        .join("\n")}`,
  );
  const where = `${page.url()} at ${page.viewportSize()?.width ?? "?"} px`;
  expect(
    report,
    `axe found ${report.length} violated rule(s) on ${where}:\n${report.join("\n")}\n`,
  ).toEqual([]);
}
