#!/usr/bin/env node
/**
 * `npm start`: builds the production site and serves it at http://localhost:9000 with the
 * headers of public/_headers, as the CDN host will (scripts/serve/static-server.js).
 *
 * Without EmailJS keys (GATSBY_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID), this is a local
 * build (GATSBY_LOCAL_OUTBOX): the development outbox (scripts/outbox.js) runs beside it on
 * http://127.0.0.1:8025 and the contact form posts to it, so a sent enquiry shows the success
 * message and lands in outbox/. Such a build refuses nothing, but must never be deployed; a plain
 * `npm run build` without the keys stops with the reason.
 */
const { startLocalSite, stopOnSignal } = require("./local-site");

async function main() {
  const { site, stop } = await startLocalSite();
  console.log(`The site is served at ${site.origin} (Ctrl+C stops it)`);
  stopOnSignal(stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
