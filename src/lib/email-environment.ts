import type { EmailConfig } from "./email-config";
import { EMAILJS_KEYS } from "./emailjs/keys";

/**
 * The variable that carries where the contact form sends into the browser bundle: the
 * configuration the build resolved from its own variables (gatsby-node.ts onPreInit, with
 * resolveEmailConfig), as JSON. The browser gets the answer, not the rules: validating the
 * addresses again in every visitor's browser cost the contact page 0.7 KB of gzip, on a page at
 * its JavaScript budget, for a question the build has already settled (it stops on an unusable
 * configuration).
 */
export const BUNDLED_EMAIL_CONFIG = "GATSBY_EMAIL_CONFIG";

/** The configuration the bundle carries (unable to send, naming the keys, when it carries none). */
export function emailConfigOfBundle(text: string | undefined): EmailConfig {
  return text === undefined || text === ""
    ? { mode: "unusable", problem: { kind: "missing-keys", missing: EMAILJS_KEYS } }
    : (JSON.parse(text) as EmailConfig);
}

/** The configuration this bundle was built with: `process.env.…` in full, for Gatsby to inline. */
export const bundleEmailConfig = (): EmailConfig =>
  emailConfigOfBundle(process.env.GATSBY_EMAIL_CONFIG);
