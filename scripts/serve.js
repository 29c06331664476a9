#!/usr/bin/env node
/**
 * `npm run serve`: serves the last build in public/ with the headers of public/_headers, as the
 * CDN host will (scripts/serve/static-server.js).
 *
 *   node scripts/serve.js [--port 9000] [--host localhost]
 */
const { existsSync } = require("node:fs");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { PUBLIC_DIR, SITE_PORT, stopOnSignal } = require("./local-site");
const { startStaticServer } = require("./serve/static-server");

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: String(SITE_PORT) },
      host: { type: "string", default: "localhost" },
    },
  });
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    console.error(
      "public/ has no build to serve: run `npm run build:local` (or `npm run build` with the EmailJS keys) first.",
    );
    process.exit(1);
  }
  const { origin, stop } = await startStaticServer(PUBLIC_DIR, {
    port: Number(values.port),
    host: values.host,
  });
  console.log(`Serving public/ with the headers of public/_headers at ${origin}`);
  stopOnSignal(stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
