/**
 * What `npm start` and `npm run edit` share: the local build's environment (without EmailJS keys
 * the contact form posts to the development outbox, which runs beside the site), the outbox
 * itself, and a production build run as a child process.
 */
const { spawn } = require("node:child_process");
const path = require("node:path");
const { createOutbox, DEFAULT_PORT } = require("./outbox");

const EMAILJS_KEYS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
];

/** Whether the environment has the three EmailJS keys, i.e. the build may send for real. */
function usesEmailJs(env = process.env) {
  return EMAILJS_KEYS.every((name) => (env[name] ?? "").trim() !== "");
}

/** The environment of a local build: its form posts to the outbox unless the keys are set. */
function buildEnvironment(env = process.env) {
  return {
    ...env,
    GATSBY_TELEMETRY_DISABLED: "1",
    ...(usesEmailJs(env) ? {} : { GATSBY_LOCAL_OUTBOX: `http://127.0.0.1:${DEFAULT_PORT}` }),
  };
}

/**
 * Starts the outbox for a site served on `sitePort`, or leaves it to one that is already
 * listening on its port (resolves to null then).
 */
function startOutbox(sitePort) {
  const dir = path.resolve("outbox");
  // The site is served on localhost; a browser may also open it as 127.0.0.1.
  const allowedOrigins = [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
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

/**
 * Runs `gatsby build`. With `quiet`, its output is kept and handed back instead of printed (to
 * show only when the build fails). Resolves to the exit code and that output.
 */
function buildSite(env, { quiet = false } = {}) {
  const child = spawn("npx", ["gatsby", "build"], {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Ctrl+C or a termination request runs `cleanup` (servers, timers), then ends the process. */
function stopOnSignal(cleanup) {
  const stop = () => {
    cleanup();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

module.exports = {
  EMAILJS_KEYS,
  usesEmailJs,
  buildEnvironment,
  startOutbox,
  buildSite,
  stopOnSignal,
};
