import type { EmailConfig } from "../lib/email-config";

/** Where @emailjs/browser sends when no origin is configured (its `init` default). */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

/**
 * The origin the contact form posts to with this build's e-mail configuration, for connect-src:
 * EmailJS's API, the configured GATSBY_EMAILJS_ORIGIN, or the development outbox; none when the
 * configuration is incomplete (the form then never sends). Throws when the configured origin is
 * not an http(s) URL, because a policy cannot name it and the form could not reach it.
 */
export function emailConnectOrigin(config: EmailConfig): string | null {
  if (config.mode === "incomplete") return null;
  const configured = config.origin ?? EMAILJS_API_ORIGIN;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`GATSBY_EMAILJS_ORIGIN is not a URL: "${configured}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`GATSBY_EMAILJS_ORIGIN must be an http(s) origin: "${configured}"`);
  }
  return url.origin;
}
