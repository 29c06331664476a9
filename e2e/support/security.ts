import { expect, type Page } from "@playwright/test";

/**
 * Records what the browser refused under the site's Content-Security-Policy (every
 * `securitypolicyviolation` event, in every document the page opens) and every console message
 * about the security headers (Chromium reports a blocked inline script, a policy it cannot parse
 * or an unknown Permissions-Policy feature there, some only as warnings).
 */
export interface SecurityLog {
  /** "directive blocked what, at file:line (sample)", one per violation. */
  violations: string[];
  /** "type: text" of each console message that mentions a security header. */
  messages: string[];
  /** Resolves once every violation the page has raised so far is in `violations`. */
  settled: () => Promise<void>;
}

const ABOUT_SECURITY_HEADERS = /content.security.policy|permissions.policy|refused to/i;

declare global {
  interface Window {
    /** Bound by recordSecurityLog: hands a violation to the test. */
    __reportCspViolation?: (description: string) => Promise<void>;
  }
}

/** Starts recording; call before the page opens its first document. */
export async function recordSecurityLog(page: Page): Promise<SecurityLog> {
  const log: SecurityLog = {
    violations: [],
    messages: [],
    // A violation event is a task of its own; the report crosses to the test before the answer
    // to a later evaluation does.
    settled: () =>
      page
        .evaluate(() => new Promise((resolve) => setTimeout(resolve)))
        .then(
          () => undefined,
          () => undefined, // the page has closed: nothing more can come
        ),
  };
  await page.exposeFunction("__reportCspViolation", (description: string) => {
    log.violations.push(description);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        const sample = event.sample ? ` (${event.sample})` : "";
        void window.__reportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}${where}${sample} on ${location.pathname}`,
        );
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (ABOUT_SECURITY_HEADERS.test(message.text())) {
      log.messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return log;
}

/** Fails on any violation or security-header message recorded so far. */
export async function expectNoSecurityReports(log: SecurityLog): Promise<void> {
  await log.settled();
  expect(log.violations, "Content-Security-Policy violations").toEqual([]);
  expect(log.messages, "console messages about the security headers").toEqual([]);
}
