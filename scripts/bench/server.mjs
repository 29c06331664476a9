// Serves the production build in public/ on a free local port: with the project's own server
// (startStaticServer: gatsby serve's rules plus the headers of public/_headers, as the CDN host
// serves it), or with `gatsby serve` (gzip via its compression middleware, 404.html for unknown
// paths) as a child process that is always killed when the benchmark ends.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export { startStaticServer } from "../serve/static-server.ts";

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`gatsby serve did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts `gatsby serve` for `root` (the repository root) and resolves to
 * `{ origin, stop }` once it answers. `stop()` is idempotent and also runs on process exit.
 */
export async function startServer(root, { timeoutMs = 60_000 } = {}) {
  const gatsbyCli = path.join(root, "node_modules", "gatsby", "cli.js");
  if (!existsSync(gatsbyCli)) throw new Error(`gatsby is not installed (${gatsbyCli})`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [gatsbyCli, "serve", "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true, // own process group, so stop() takes any grandchildren down too
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });

  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", stop);

  try {
    await waitUntilServing(`${origin}/`, child, timeoutMs);
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${stderr.trim()}`);
  }
  return { origin, stop };
}
