import { test as base, expect, type Page } from "@playwright/test";

/** A console or page error a test expects: a substring or a pattern of its description. */
export type ExpectedError = string | RegExp;

/** Lets some errors by; the test fails on any other its pages logged. */
export interface ErrorGuard {
  allow: (...patterns: ExpectedError[]) => void;
}

/** Every console error and uncaught error of the page from now on, described. */
export function recordErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    const where = url ? ` [${url}${lineNumber > 0 ? `:${lineNumber}` : ""}]` : "";
    seen.push(`console.error: ${message.text()}${where}`);
  });
  page.on("pageerror", (error) =>
    seen.push(`uncaught ${error.stack ?? `${error.name}: ${error.message}`}`),
  );
  return seen;
}

/** Runs the test with a guard, then fails on any error recorded that no allowed pattern matches. */
export async function guardErrors(
  recorded: readonly string[][],
  expectedErrors: ExpectedError[],
  use: (guard: ErrorGuard) => Promise<void>,
): Promise<void> {
  const allowed = [...expectedErrors];
  await use({ allow: (...patterns) => allowed.push(...patterns) });
  const isAllowed = (text: string) =>
    allowed.some((pattern) =>
      typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
    );
  const unexpected = recorded.flat().filter((text) => !isAllowed(text));
  expect(unexpected, "the page logged errors (console.error or uncaught)").toEqual([]);
}

export const test = base.extend<{ expectedErrors: ExpectedError[]; errorGuard: ErrorGuard }>({
  // Errors every test in a file or `describe` expects: `test.use({ expectedErrors })`.
  expectedErrors: [[], { option: true }],
  // Automatic: fails the test if its page logged a console error or threw.
  errorGuard: [
    ({ page, expectedErrors }, use) => guardErrors([recordErrors(page)], expectedErrors, use),
    { auto: true },
  ],
});

export { expect };
