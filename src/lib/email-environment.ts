import type { EmailEnvironment } from "./email-config";

/**
 * The variables the contact form's configuration is resolved from, as the build saw them. Each
 * is written out in full so Gatsby can inline it into the browser bundle; this is the only place
 * that reads them.
 */
export const emailEnvironment: EmailEnvironment = {
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
  GATSBY_LOCAL_OUTBOX: process.env.GATSBY_LOCAL_OUTBOX,
};
