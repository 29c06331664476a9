/**
 * Where the contact form sends (DECISIONS §6). Resolved from the GATSBY_EMAILJS_* variables that
 * the build inlines; the same function tells the build what to warn about.
 */

/** The development outbox (scripts/outbox.js) speaks EmailJS's send contract on this address. */
export const OUTBOX_ORIGIN = "http://127.0.0.1:8025";
const OUTBOX_ID = "local-outbox";

export interface EmailEnvironment {
  GATSBY_EMAILJS_PUBLIC_KEY?: string | undefined;
  GATSBY_EMAILJS_SERVICE_ID?: string | undefined;
  GATSBY_EMAILJS_TEMPLATE_ID?: string | undefined;
  GATSBY_EMAILJS_ORIGIN?: string | undefined;
}

export interface EmailServiceConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** API origin; undefined means EmailJS's own. */
  origin: string | undefined;
}

export type EmailConfig =
  /** All three EmailJS values are set: the real service (or `origin`). */
  | ({ mode: "emailjs" } & EmailServiceConfig)
  /** None is set: enquiries go to the local development outbox. */
  | ({ mode: "outbox" } & EmailServiceConfig)
  /** Some are set and some are not: nothing can be sent until the rest are. */
  | { mode: "incomplete"; missing: readonly string[] };

const REQUIRED = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
] as const;

function value(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === "" ? undefined : trimmed;
}

export function resolveEmailConfig(env: EmailEnvironment): EmailConfig {
  const missing = REQUIRED.filter((name) => value(env[name]) === undefined);
  const origin = value(env.GATSBY_EMAILJS_ORIGIN);
  if (missing.length === REQUIRED.length) {
    return {
      mode: "outbox",
      publicKey: OUTBOX_ID,
      serviceId: OUTBOX_ID,
      templateId: OUTBOX_ID,
      origin: origin ?? OUTBOX_ORIGIN,
    };
  }
  if (missing.length > 0) return { mode: "incomplete", missing };
  return {
    mode: "emailjs",
    publicKey: value(env.GATSBY_EMAILJS_PUBLIC_KEY) ?? "",
    serviceId: value(env.GATSBY_EMAILJS_SERVICE_ID) ?? "",
    templateId: value(env.GATSBY_EMAILJS_TEMPLATE_ID) ?? "",
    origin,
  };
}

/** The build's warning for a configuration that will not reach EmailJS, or null when it will. */
export function emailConfigWarning(config: EmailConfig): string | null {
  switch (config.mode) {
    case "emailjs":
      return null;
    case "outbox":
      return [
        `EmailJS is not configured: ${REQUIRED.join(", ")} are missing.`,
        `The contact form will send to the development outbox at ${config.origin ?? OUTBOX_ORIGIN}`,
        "(`npm start` runs it; enquiries are saved in outbox/). Set the three variables before",
        "deploying, or no enquiry will reach the studio.",
      ].join("\n");
    case "incomplete":
      return [
        `EmailJS is only partly configured: ${config.missing.join(", ")} missing.`,
        "The contact form will show the failure message for every enquiry until they are set.",
      ].join("\n");
  }
}
