#!/usr/bin/env node
/**
 * `npm start`: builds the production site and serves it at http://localhost:9000.
 *
 * Without EmailJS keys (GATSBY_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID), the development
 * outbox (scripts/outbox.js) runs beside it on http://127.0.0.1:8025 and the build points the
 * contact form at it, so a sent enquiry shows the success message and lands in outbox/.
 */
const { spawn } = require("node:child_process");
const path = require("node:path");
const { createOutbox, DEFAULT_PORT } = require("./outbox");

const SITE_PORT = process.env.PORT ?? "9000";
const EMAILJS_KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
];
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function gatsby(args) {
  return spawn("npx", ["gatsby", ...args], { stdio: "inherit", env });
}

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
  const server = createOutbox({ dir });
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

  const buildCode = await finished(gatsby(["build"]));
  if (buildCode !== 0) {
    outbox?.close();
    process.exit(buildCode);
  }

  const serve = gatsby(["serve", "--port", SITE_PORT]);
  const stop = () => {
    serve.kill("SIGTERM");
    outbox?.close();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const code = await finished(serve);
  outbox?.close();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
