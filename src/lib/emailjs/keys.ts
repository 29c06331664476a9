/**
 * The three EmailJS values a deployable build needs, and when an environment counts as setting
 * them. The contact form's configuration (src/lib/email-config.ts, which runs in the browser
 * too), `gatsby develop` (src/deploy/build.ts) and `npm start` (scripts/local-site.ts) all decide
 * from here, so they never disagree on whether a build sends through EmailJS.
 *
 * Imported as it is by the local site with Node's own TypeScript support: it imports nothing, and
 * uses only syntax Node can strip. It has a folder of its own because the package.json beside it
 * makes it an ES module for Node, which src/lib as a whole (read by e2e/ too) must not become.
 */

export const EMAILJS_KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
] as const;

export type EmailJsKey = (typeof EMAILJS_KEYS)[number];

/** The keys `env` leaves unset. A value of spaces alone is no value: nothing could send with it. */
export function missingEmailJsKeys(
  env: Readonly<Partial<Record<EmailJsKey, string | undefined>>>,
): EmailJsKey[] {
  return EMAILJS_KEYS.filter((name) => (env[name] ?? "").trim() === "");
}

/**
 * Whether `env` sets none of the keys: a build from it can only be a local one, on the development
 * outbox. One key set and another missing is a deployable build gone wrong, not a local one: the
 * build stops and names what is missing.
 */
export function setsNoEmailJsKey(
  env: Readonly<Partial<Record<EmailJsKey, string | undefined>>>,
): boolean {
  return missingEmailJsKeys(env).length === EMAILJS_KEYS.length;
}
