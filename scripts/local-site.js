/**
 * What `npm start`, `npm run edit` and `npm run serve` share: where the site is served, the local
 * build's environment (without EmailJS keys the contact form posts to the development outbox,
 * which runs beside the site), the outbox itself, a production build run as a child process, and
 * the whole local site (outbox, build, server) started in one call.
 */
const { spawn } = require("node:child_process");
const path = require("node:path");
const { createOutbox, DEFAULT_PORT } = require("./outbox");
const { startStaticServer } = require("./serve/static-server");

/** The build the local site serves. */
const PUBLIC_DIR = path.resolve(__dirname, "..", "public");
/** The local site's port: PORT, else 9000 (an origin the outbox allows by default). */
const SITE_PORT = Number(process.env.PORT ?? 9000);

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

/**
 * The local site: the outbox beside it when there are no EmailJS keys, a build of it (unless
 * `build` is false: the last one is current), then public/ served on SITE_PORT with the host's
 * headers. A failed build ends the process with the build's exit code. Resolves to the server,
 * the build environment (for later rebuilds) and `stop`, which closes the server and the outbox.
 */
async function startLocalSite({ build = true } = {}) {
  const outbox = usesEmailJs() ? null : await startOutbox(SITE_PORT);
  // Without keys this is explicitly a local build: its form posts to the outbox started above.
  const env = buildEnvironment();
  if (build) {
    const { code } = await buildSite(env);
    if (code !== 0) {
      outbox?.close();
      process.exit(code);
    }
  }
  const site = await startStaticServer(PUBLIC_DIR, { port: SITE_PORT, host: "localhost" });
  return {
    site,
    env,
    stop: () => {
      site.stop();
      outbox?.close();
    },
  };
}

module.exports = {
  PUBLIC_DIR,
  SITE_PORT,
  startLocalSite,
  EMAILJS_KEYS,
  usesEmailJs,
  buildEnvironment,
  startOutbox,
  buildSite,
  stopOnSignal,
};
