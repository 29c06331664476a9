/**
 * What `npm start`, `npm run edit` and `npm run serve` share: where the site is served, the local
 * build's environment (without EmailJS keys the contact form posts to the development outbox,
 * which runs beside the site), the outbox itself, a production build run as a child process, and
 * the whole local site (server, outbox, build) started in one call.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { bundleEnvironment } from "../src/deploy/bundle-environment.ts";
import { setsNoEmailJsKey } from "../src/lib/emailjs/keys.ts";
import { exitCannotListen, exitWith, portOf } from "./cli.ts";
import { createOutbox, DEFAULT_PORT, outboxOrigins } from "./outbox.ts";
import { startStaticServer, type StaticServer } from "./serve/static-server.ts";

/** The site's folder, where `gatsby build` runs and finds its `.env.*` files. */
const SITE_DIR = path.resolve(import.meta.dirname, "..");
/** The build the local site serves. */
export const PUBLIC_DIR = path.join(SITE_DIR, "public");

/**
 * The local site's port from PORT (unset: 9000, an origin the outbox allows by default), or null
 * when PORT is not one. Never 0 (any free port): the outbox is told the site's origins from it,
 * and would refuse every enquiry from the port the site got.
 */
export function sitePortOf(value: string | undefined): number | null {
  if (value === undefined) return 9000;
  const port = portOf(value);
  return port === 0 ? null : port;
}

/** The local site's port; a PORT that is none stops the command before anything runs. */
export const SITE_PORT =
  sitePortOf(process.env.PORT) ??
  exitWith(`PORT=${process.env.PORT ?? ""} is not a port (1–65535).`);

/**
 * Whether a build run from `env` is a local one, whose form needs the development outbox: its
 * bundle gets none of the EmailJS keys, from `env` or from the site's `.env.production`. That is
 * decided from the variables the build will see, as it reads them (`gatsby build` always runs
 * with NODE_ENV=production): from `env` alone, keys kept in the file would be missed, and the
 * outbox would take over a build meant to send through EmailJS.
 */
export function needsOutbox(env: NodeJS.ProcessEnv = process.env, siteDir = SITE_DIR): boolean {
  return setsNoEmailJsKey(bundleEnvironment(siteDir, { ...env, NODE_ENV: "production" }));
}

/**
 * The environment of a local build: its form posts to the outbox at `outboxUrl` (the one in
 * use, see useOutbox), or, when that is null, wherever `env` and `.env.production` say.
 */
export function buildEnvironment(
  outboxUrl: string | null,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return {
    ...env,
    GATSBY_TELEMETRY_DISABLED: "1",
    ...(outboxUrl === null ? {} : { GATSBY_LOCAL_OUTBOX: outboxUrl }),
  };
}

export interface Outbox {
  url: string;
  /** Closes the outbox when this process started it. */
  close: () => void;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * The outbox for a site served on `sitePort`: a new one on `port`; when that port is taken, the
 * outbox already listening there if it is this project's and takes the site's origins (it says
 * so at `GET /`), else a new one on a free port. So an enquiry is never posted to another program.
 */
export async function useOutbox(
  sitePort: number,
  {
    port = DEFAULT_PORT,
    dir = path.resolve("outbox"),
    log = (line: string) => {
      console.log(line);
    },
  } = {},
): Promise<Outbox> {
  // The site is served on localhost; a browser may also open it as 127.0.0.1.
  const allowedOrigins = [
    `http://localhost:${String(sitePort)}`,
    `http://127.0.0.1:${String(sitePort)}`,
  ];
  const start = async (at: number): Promise<Outbox> => {
    const server = createOutbox({ dir, allowedOrigins, log });
    const url = `http://127.0.0.1:${String(await listen(server, at))}`;
    log(
      `Development outbox on ${url}: enquiries are saved in ${path.relative(process.cwd(), dir) || "."}/`,
    );
    return { url, close: () => server.close() };
  };
  try {
    return await start(port);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EADDRINUSE")) throw error;
  }
  const url = `http://127.0.0.1:${String(port)}`;
  const theirs = await outboxOrigins(url);
  if (theirs !== null && allowedOrigins.every((origin) => theirs.includes(origin))) {
    log(`Using the development outbox already running on ${url}.`);
    return { url, close: () => undefined };
  }
  log(
    `Port ${String(port)} is taken by ${theirs === null ? "another program" : "an outbox for another site"}: starting the outbox on a free port.`,
  );
  return start(0);
}

/** Whether the build in public/ posts its enquiries to `outboxUrl` (its policy allows it). */
export function builtFor(outboxUrl: string): boolean {
  try {
    return readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8").includes(outboxUrl);
  } catch {
    return false;
  }
}

/**
 * Runs `gatsby build`. With `quiet`, its output is kept and handed back instead of printed (to
 * show only when the build fails). Resolves to the exit code and that output.
 */
export function buildSite(
  env: NodeJS.ProcessEnv,
  { quiet = false } = {},
): Promise<{ code: number; output: string }> {
  const child = spawn("npx", ["gatsby", "build"], {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      resolve({ code: code ?? 1, output });
    });
  });
}

/** Ctrl+C or a termination request runs `cleanup` (servers, timers), then ends the process. */
export function stopOnSignal(cleanup: () => void): void {
  const stop = () => {
    cleanup();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * The local site: public/ served on SITE_PORT with the host's headers, the outbox beside it when
 * there are no EmailJS keys, and a build of it (unless `build` is false and the last one posts to
 * that outbox). A port it cannot listen on, or a failed build, ends the process (with the build's
 * exit code). Resolves to the server, the build environment (for later rebuilds) and `stop`, which
 * closes the server and the outbox.
 */
export async function startLocalSite({ build = true } = {}): Promise<{
  site: StaticServer;
  env: NodeJS.ProcessEnv;
  stop: () => void;
}> {
  // Listening first: a port in use stops the command at once, not after minutes of a build that
  // rewrote public/ under the program holding the port. While a build runs, the server answers
  // 503 (src/deploy/published-folder.ts), as it does during every rebuild of `npm run edit`.
  const site = await startStaticServer(PUBLIC_DIR, { port: SITE_PORT, host: "localhost" }).catch(
    (error: unknown) =>
      exitCannotListen(
        "The site",
        {
          host: "localhost",
          port: SITE_PORT,
          inUse:
            "(another `npm start`, `npm run edit` or `npm run serve`?): stop it, or set PORT to another port.",
        },
        error,
      ),
  );
  const outbox = needsOutbox() ? await useOutbox(SITE_PORT) : null;
  // Without keys this is explicitly a local build: its form posts to the outbox in use.
  const env = buildEnvironment(outbox?.url ?? null);
  if (build || (outbox !== null && !builtFor(outbox.url))) {
    const { code } = await buildSite(env);
    if (code !== 0) {
      site.stop();
      outbox?.close();
      process.exit(code);
    }
  }
  return {
    site,
    env,
    stop: () => {
      site.stop();
      outbox?.close();
    },
  };
}
