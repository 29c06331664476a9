import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/** A console or page error a test expects: a substring or a pattern of its description. */
export type ExpectedError = string | RegExp;

export interface ErrorGuard {
  /** Lets this test pass despite errors matching these patterns (e.g. a 404 document). */
  allow: (...patterns: ExpectedError[]) => void;
}

interface GuardFixtures {
  /** Errors every test in a file or `describe` expects; set with `test.use({ expectedErrors })`. */
  expectedErrors: ExpectedError[];
  /** Automatic: fails the test if the page logged a console error or threw an uncaught error. */
  errorGuard: ErrorGuard;
}

function describeConsoleError(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` [${url}${lineNumber > 0 ? `:${lineNumber}` : ""}]` : "";
  return `console.error: ${message.text()}${where}`;
}

function matches(pattern: ExpectedError, text: string): boolean {
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

export const test = base.extend<GuardFixtures>({
  expectedErrors: [[], { option: true }],
  errorGuard: [
    async ({ page, expectedErrors }, use) => {
      const seen: string[] = [];
      const allowed: ExpectedError[] = [...expectedErrors];
      page.on("console", (message) => {
        if (message.type() === "error") seen.push(describeConsoleError(message));
      });
      page.on("pageerror", (error) => {
        seen.push(`uncaught ${error.stack ?? `${error.name}: ${error.message}`}`);
      });

      await use({
        allow: (...patterns) => {
          allowed.push(...patterns);
        },
      });

      const unexpected = seen.filter((text) => !allowed.some((pattern) => matches(pattern, text)));
      expect(unexpected, "the page logged errors (console.error or uncaught exceptions)").toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };
