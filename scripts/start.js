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
const { spawn } = require("node:child_process");
const path = require("node:path");
const { createOutbox, DEFAULT_PORT } = require("./outbox");
const { startStaticServer } = require("./serve/static-server");

const SITE_PORT = Number(process.env.PORT ?? 9000);
const EMAILJS_KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
];

function finished(child) {
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      resolve(code ?? 1);
    });
  });
}

/** Starts the outbox, or leaves it to one that is already listening on the port. */
function startOutbox() {
  const dir = path.resolve("outbox");
  // The site below is served on localhost; a browser may also open it as 127.0.0.1.
  const allowedOrigins = [`http://localhost:${SITE_PORT}`, `http://127.0.0.1:${SITE_PORT}`];
  const server = createOutbox({ dir, allowedOrigins });
  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      if (error.code === "EADDRINUSE") {
        console.log(`Port ${DEFAULT_PORT} is taken: using the outbox already running there.`);
        resolve(null);
      } else {
        reject(error);
      }
    });
    server.listen(DEFAULT_PORT, "127.0.0.1", () => {
      console.log(
        `Development outbox on http://127.0.0.1:${DEFAULT_PORT}: enquiries are saved in outbox/`,
      );
      resolve(server);
    });
  });
}

async function main() {
  const usesEmailJs = EMAILJS_KEYS.every((name) => (process.env[name] ?? "").trim() !== "");
  const outbox = usesEmailJs ? null : await startOutbox();

  // Without keys this is explicitly a local build: its form posts to the outbox started above.
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    ...(usesEmailJs ? {} : { GATSBY_LOCAL_OUTBOX: `http://127.0.0.1:${DEFAULT_PORT}` }),
  };
  const build = spawn("npx", ["gatsby", "build"], { stdio: "inherit", env });
  const buildCode = await finished(build);
  if (buildCode !== 0) {
    outbox?.close();
    process.exit(buildCode);
  }

  const site = await startStaticServer(path.resolve("public"), {
    port: SITE_PORT,
    host: "localhost",
  });
  console.log(`The site is served at ${site.origin} (Ctrl+C stops it)`);
  const stop = () => {
    site.stop();
    outbox?.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
