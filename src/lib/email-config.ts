/**
 * Where the contact form sends (DECISIONS §6). Resolved from the variables the build inlines;
 * the same function tells the build whether it may go on.
 *
 * Two modes only, each chosen explicitly:
 * - EmailJS: the three GATSBY_EMAILJS_* keys are set (a site meant for deployment);
 * - the local outbox: GATSBY_LOCAL_OUTBOX names the development outbox on loopback. `npm start`
 *   and the test suite set it themselves; `gatsby develop` uses the default outbox.
 * Anything else (no keys, some keys, a loopback or malformed origin for a deployable build) is
 * unusable: the build stops with the reason, so a deploy never sends enquiries nowhere.
 */

/** Where @emailjs/browser sends when no origin is configured (its `init` default). */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

/** The development outbox's default address (scripts/outbox.js). */
export const OUTBOX_ORIGIN = "http://127.0.0.1:8025";

/** The variable that turns the local mode on, holding the outbox's origin. */
export const LOCAL_OUTBOX_VARIABLE = "GATSBY_LOCAL_OUTBOX";

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
  /** `development` under `gatsby develop`, which can never be deployed. */
  NODE_ENV?: string | undefined;
}

export interface EmailServiceConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The API's origin (scheme, host and port only). */
  origin: string;
}

export type EmailConfig =
  /** The real service (EmailJS, or a proxy of its API at GATSBY_EMAILJS_ORIGIN). */
  | ({ mode: "emailjs" } & EmailServiceConfig)
  /** The development outbox on this machine. */
  | ({ mode: "outbox" } & EmailServiceConfig)
  /** Nothing can be sent; `problem` says why and how to fix it. */
  | { mode: "unusable"; problem: string };

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

/**
 * An http(s) address reduced to its origin: `https://mail.example/api/` becomes
 * `https://mail.example`, so the SDK's `${origin}/api/v1.0/…` never reads `//api`.
 */
export function parseOrigin(text: string, variable: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${variable} is not a URL: "${text}"`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `${variable} must be an http(s) address: "${text}"`;
  }
  return url;
}

function localOutbox(text: string): EmailConfig {
  const url = parseOrigin(text, LOCAL_OUTBOX_VARIABLE);
  if (typeof url === "string") return { mode: "unusable", problem: url };
  if (!isLoopbackHost(url.hostname)) {
    return {
      mode: "unusable",
      problem: `${LOCAL_OUTBOX_VARIABLE} must name the outbox on this machine (such as ${OUTBOX_ORIGIN}), not "${text}"`,
    };
  }
  return {
    mode: "outbox",
    publicKey: OUTBOX_ID,
    serviceId: OUTBOX_ID,
    templateId: OUTBOX_ID,
    origin: url.origin,
  };
}

function missingKeys(missing: readonly string[]): EmailConfig {
  const verb = missing.length === 1 ? "is" : "are";
  return {
    mode: "unusable",
    problem: [
      `The contact form cannot reach the studio: ${missing.join(", ")} ${verb} not set.`,
      "Set the three EmailJS values where the site is built (the host's settings,",
      "the shell, or a git-ignored .env.production; see README, The contact form):",
      "  GATSBY_EMAILJS_PUBLIC_KEY=<public key>",
      "  GATSBY_EMAILJS_SERVICE_ID=<service ID>",
      "  GATSBY_EMAILJS_TEMPLATE_ID=<template ID>",
      "For a local build that sends to the development outbox, run `npm start`",
      `(or set ${LOCAL_OUTBOX_VARIABLE}=${OUTBOX_ORIGIN}).`,
    ].join("\n"),
  };
}

export function resolveEmailConfig(env: EmailEnvironment): EmailConfig {
  const local = value(env.GATSBY_LOCAL_OUTBOX);
  if (local !== undefined) return localOutbox(local);

  const missing = EMAILJS_KEYS.filter((name) => value(env[name]) === undefined);
  if (missing.length === EMAILJS_KEYS.length && env.NODE_ENV === "development") {
    return localOutbox(OUTBOX_ORIGIN);
  }
  if (missing.length > 0) return missingKeys(missing);

  const configured = value(env.GATSBY_EMAILJS_ORIGIN);
  const url = parseOrigin(configured ?? EMAILJS_API_ORIGIN, "GATSBY_EMAILJS_ORIGIN");
  if (typeof url === "string") return { mode: "unusable", problem: url };
  if (isLoopbackHost(url.hostname)) {
    return {
      mode: "unusable",
      problem: `GATSBY_EMAILJS_ORIGIN points at the visitor's own machine ("${configured ?? ""}"): a site meant for deployment must send to EmailJS or a proxy on the internet. For the local outbox, set ${LOCAL_OUTBOX_VARIABLE} instead of the EmailJS keys.`,
    };
  }
  return {
    mode: "emailjs",
    publicKey: value(env.GATSBY_EMAILJS_PUBLIC_KEY) ?? "",
    serviceId: value(env.GATSBY_EMAILJS_SERVICE_ID) ?? "",
    templateId: value(env.GATSBY_EMAILJS_TEMPLATE_ID) ?? "",
    origin: url.origin,
  };
}

/** The line the build prints about where enquiries go. */
export function emailConfigSummary(config: Exclude<EmailConfig, { mode: "unusable" }>): string {
  return config.mode === "outbox"
    ? `Local build: the contact form sends to the development outbox at ${config.origin} (never deploy this build).`
    : `The contact form sends through EmailJS at ${config.origin}.`;
}
