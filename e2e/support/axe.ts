import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** WCAG 2.1 A and AA plus axe's best practices: every page and state has zero violations. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One readable block per violated rule: id, impact, what it means, and every offending node. */
export function formatViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map((part) => JSON.stringify(part)).join(" >> ");
      const summary = node.failureSummary?.replace(/\s*\n\s*/g, " ") ?? "";
      return `    - ${target}${summary ? `\n      ${summary}` : ""}`;
    });
    return [
      `[${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...nodes,
    ].join("\n");
  });
}

/** Runs axe on the page as it is now and fails with a summary of every violation. */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // Judge the page in its final typefaces, not the fallback ones.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = formatViolations(results.violations);
  if (report.length > 0) {
    await testInfo.attach("axe-violations.json", {
      body: JSON.stringify(results.violations, null, 2),
      contentType: "application/json",
    });
  }
  expect(
    report,
    `axe found ${report.length} violated rule(s) on ${page.url()} at ${page.viewportSize()?.width ?? "?"} px:\n${report.join("\n")}\n`,
  ).toEqual([]);
}
