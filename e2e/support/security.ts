import { expect, type Page } from "@playwright/test";

/**
 * What the browser refused under the site's Content-Security-Policy (every
 * `securitypolicyviolation` event, in every document the page opens) and every console message
 * about the security headers (a blocked inline script, a policy Chromium cannot parse, an unknown
 * Permissions-Policy feature: some only warnings).
 */
export interface SecurityLog {
  violations: string[];
  messages: string[];
  page: Page;
}

declare global {
  interface Window {
    /** Bound by recordSecurityLog: hands a violation to the test. */
    __reportCspViolation?: (description: string) => Promise<void>;
  }
}

/** Starts recording; call before the page opens its first document. */
export async function recordSecurityLog(page: Page): Promise<SecurityLog> {
  const log: SecurityLog = { violations: [], messages: [], page };
  await page.exposeFunction("__reportCspViolation", (description: string) => {
    log.violations.push(description);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      void window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}${where} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
      log.messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return log;
}

/** Fails on any violation or security-header message recorded so far. */
export async function expectNoSecurityReports(log: SecurityLog): Promise<void> {
  // A violation event is a task of its own: its report reaches the test before the answer to a
  // later evaluation does (unless the page has closed, and then nothing more can come).
  await log.page.evaluate(() => new Promise((resolve) => setTimeout(resolve))).catch(() => null);
  expect(log.violations, "Content-Security-Policy violations").toEqual([]);
  expect(log.messages, "console messages about the security headers").toEqual([]);
}
