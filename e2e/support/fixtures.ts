import { test as base, expect } from "@playwright/test";

/** A console or page error a test expects: a substring or a pattern of its description. */
export type ExpectedError = string | RegExp;

interface GuardFixtures {
  /** Errors every test in a file or `describe` expects; set with `test.use({ expectedErrors })`. */
  expectedErrors: ExpectedError[];
  /** Automatic: fails the test if the page logged a console error or threw; `allow` lets some by. */
  errorGuard: { allow: (...patterns: ExpectedError[]) => void };
}

export const test = base.extend<GuardFixtures>({
  expectedErrors: [[], { option: true }],
  errorGuard: [
    async ({ page, expectedErrors }, use) => {
      const seen: string[] = [];
      const allowed = [...expectedErrors];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        const where = url ? ` [${url}${lineNumber > 0 ? `:${lineNumber}` : ""}]` : "";
        seen.push(`console.error: ${message.text()}${where}`);
      });
      page.on("pageerror", (error) => {
        seen.push(`uncaught ${error.stack ?? `${error.name}: ${error.message}`}`);
      });
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = seen.filter(
        (text) =>
          !allowed.some((pattern) =>
            typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
          ),
      );
      expect(unexpected, "the page logged errors (console.error or uncaught)").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
