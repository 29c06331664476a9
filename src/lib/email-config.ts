/**
 * Where the contact form sends (docs/contact-form.md). Resolved from the variables the build inlines; the
 * build asks the same function whether it may go on (src/deploy/build.ts words its messages).
 *
 * Two modes only, each chosen explicitly:
 * - EmailJS: the three GATSBY_EMAILJS_* keys are set (a site meant for deployment);
 * - the local outbox: GATSBY_LOCAL_OUTBOX names the development outbox on loopback. `npm start`,
 *   the test suite and `gatsby develop` set it themselves.
 * Anything else (no keys, some keys, a loopback or malformed origin for a deployable build) is
 * unusable: the build stops with the reason, so a deploy never sends enquiries nowhere.
 *
 * This module runs in the browser too, so it names no loopback address itself: a deployable
 * build's scripts must contain none (the build scans them).
 */

/** Where @emailjs/browser sends when no origin is configured (its `init` default). */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

const OUTBOX_ID = "local-outbox";

export const EMAILJS_KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
] as const;

export interface EmailEnvironment {
  GATSBY_EMAILJS_PUBLIC_KEY?: string | undefined;
  GATSBY_EMAILJS_SERVICE_ID?: string | undefined;
  GATSBY_EMAILJS_TEMPLATE_ID?: string | undefined;
  GATSBY_EMAILJS_ORIGIN?: string | undefined;
  GATSBY_LOCAL_OUTBOX?: string | undefined;
}

export interface EmailServiceConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The API's origin (scheme, host and port only). */
  origin: string;
}

/** Why nothing could be sent. */
export type EmailConfigProblem =
  | { kind: "missing-keys"; missing: readonly string[] }
  | {
      kind: "bad-address";
      variable: "GATSBY_EMAILJS_ORIGIN" | "GATSBY_LOCAL_OUTBOX";
      value: string;
      /** Not a URL; not http(s); a deployable form on loopback; a local outbox off this machine. */
      reason: "not-a-url" | "not-http" | "loopback" | "not-loopback";
    };

export type EmailConfig =
  /** The real service (EmailJS, or a proxy of its API at GATSBY_EMAILJS_ORIGIN). */
  | ({ mode: "emailjs" } & EmailServiceConfig)
  /** The development outbox on this machine. */
  | ({ mode: "outbox" } & EmailServiceConfig)
  /** Nothing can be sent. */
  | { mode: "unusable"; problem: EmailConfigProblem };

function value(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** `localhost`, `*.localhost`, 127.0.0.0/8, [::1] and 0.0.0.0 all reach the visitor's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "[::1]" ||
    host === "0.0.0.0"
  );
}

type AddressVariable = Extract<EmailConfigProblem, { kind: "bad-address" }>["variable"];

/**
 * An http(s) address reduced to its origin (`https://mail.example/api/` → `https://mail.example`,
 * so the SDK's `${origin}/api/v1.0/…` never reads `//api`), or why it is not one.
 */
function originOf(
  variable: AddressVariable,
  text: string,
  onLoopback: "required" | "refused",
): string | EmailConfigProblem {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "bad-address", variable, value: text, reason: "not-a-url" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { kind: "bad-address", variable, value: text, reason: "not-http" };
  }
  const loopback = isLoopbackHost(url.hostname);
  if (onLoopback === "required" && !loopback) {
    return { kind: "bad-address", variable, value: text, reason: "not-loopback" };
  }
  if (onLoopback === "refused" && loopback) {
    return { kind: "bad-address", variable, value: text, reason: "loopback" };
  }
  return url.origin;
}

export function resolveEmailConfig(env: EmailEnvironment): EmailConfig {
  const local = value(env.GATSBY_LOCAL_OUTBOX);
  if (local !== undefined) {
    const origin = originOf("GATSBY_LOCAL_OUTBOX", local, "required");
    if (typeof origin !== "string") return { mode: "unusable", problem: origin };
    return {
      mode: "outbox",
      publicKey: OUTBOX_ID,
      serviceId: OUTBOX_ID,
      templateId: OUTBOX_ID,
      origin,
    };
  }

  const missing = EMAILJS_KEYS.filter((name) => value(env[name]) === undefined);
  if (missing.length > 0) return { mode: "unusable", problem: { kind: "missing-keys", missing } };

  const configured = value(env.GATSBY_EMAILJS_ORIGIN);
  const origin =
    configured === undefined
      ? EMAILJS_API_ORIGIN
      : originOf("GATSBY_EMAILJS_ORIGIN", configured, "refused");
  if (typeof origin !== "string") return { mode: "unusable", problem: origin };
  return {
    mode: "emailjs",
    publicKey: value(env.GATSBY_EMAILJS_PUBLIC_KEY) ?? "",
    serviceId: value(env.GATSBY_EMAILJS_SERVICE_ID) ?? "",
    templateId: value(env.GATSBY_EMAILJS_TEMPLATE_ID) ?? "",
    origin,
  };
}

/** One line for the browser console when the form cannot send. */
export function problemSummary(problem: EmailConfigProblem): string {
  return problem.kind === "missing-keys"
    ? `EmailJS is not configured: ${problem.missing.join(", ")} missing`
    : `${problem.variable} is not usable (${problem.reason}): "${problem.value}"`;
}
