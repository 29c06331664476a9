/**
 * `npm start`: builds the production site and serves it at http://localhost:9000 (PORT to change
 * it) with the headers of public/_headers, as the CDN host will (scripts/serve/static-server.ts).
 *
 * Without EmailJS keys (GATSBY_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID), this is a local
 * build (GATSBY_LOCAL_OUTBOX): the development outbox (scripts/outbox.ts) runs beside it on
 * http://127.0.0.1:8025, or on a free port when another program holds that one, and the contact
 * form posts to it, so a sent enquiry shows the success message and lands in outbox/. Such a
 * build refuses nothing, but must never be deployed; a plain `npm run build` without the keys
 * stops with the reason.
 */
import { parseArgsOrExit } from "./cli.ts";
import { SITE_PORT, startLocalSite, stopOnSignal } from "./local-site.ts";

parseArgsOrExit(
  { options: {} },
  `Usage: npm start
  Builds the site and serves it at http://localhost:${String(SITE_PORT)} (PORT=<port> npm start for
  another port). Without the EmailJS keys the contact form sends to the development outbox;
  docs/contact-form.md says how to try EmailJS itself.`,
);

const { site, stop } = await startLocalSite();
console.log(`The site is served at ${site.origin} (Ctrl+C stops it)`);
stopOnSignal(stop);
