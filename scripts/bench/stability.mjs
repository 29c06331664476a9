// public/ may be rebuilt while the benchmark runs (a `gatsby build` in another terminal). A
// page whose build changes under it reloads itself (Gatsby compares webpackCompilationHash),
// which spoils that measurement. So: wait until public/ is quiet, note the build's hash,
// measure, and measure again if the hash changed meanwhile.
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";

const QUIET_MS = 15_000;
const MAX_WAIT_MS = 10 * 60_000;
const ATTEMPTS = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The build's webpackCompilationHash (or null while public/ is half written). */
export function buildStamp(publicDir) {
  try {
    const appData = path.join(publicDir, "page-data", "app-data.json");
    const hash = JSON.parse(readFileSync(appData, "utf8")).webpackCompilationHash ?? null;
    const stats = statSync(path.join(publicDir, "webpack.stats.json")).mtimeMs;
    return hash && `${hash}@${stats}`;
  } catch {
    return null;
  }
}

/**
 * Whether a `gatsby build` of the project in `root` is running (Linux /proc; else false).
 * Builds of other checkouts on the same machine write other public/ folders and do not count.
 */
export function gatsbyBuildRunning(root) {
  if (!existsSync("/proc")) return false;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      const gatsby = args.findIndex((arg) => /(^|\/)gatsby(\/cli\.js)?$/.test(arg));
      const building = gatsby >= 0 && args[gatsby + 1] === "build";
      if (building && path.resolve(readlinkSync(`/proc/${pid}/cwd`)) === root) return true;
    } catch {
      // the process ended meanwhile
    }
  }
  return false;
}

/** Thrown when the files in public/ belong to different builds (one is being written). */
export class MixedBuildError extends Error {}

function lastWrite(publicDir) {
  const files = ["index.html", "page-data/app-data.json", "webpack.stats.json"];
  const times = files
    .map((file) => path.join(publicDir, file))
    .filter((file) => existsSync(file))
    .map((file) => statSync(file).mtimeMs);
  return times.length === files.length ? Math.max(...times) : Date.now();
}

const busy = (publicDir) =>
  gatsbyBuildRunning(path.dirname(path.resolve(publicDir))) ||
  Date.now() - lastWrite(publicDir) < QUIET_MS;

/**
 * Resolves once no `gatsby build` runs and public/ has not been written for QUIET_MS
 * (gives up waiting after MAX_WAIT_MS).
 */
export async function waitForQuietBuild(publicDir, log) {
  const deadline = Date.now() + MAX_WAIT_MS;
  let told = false;
  while (busy(publicDir) && Date.now() < deadline) {
    if (!told) log("a gatsby build is running or public/ is being written; waiting for it");
    told = true;
    await sleep(2_000);
  }
}

/** Runs `task` on a build that stays the same from start to end, retrying if it changes. */
export async function onStableBuild(publicDir, label, task, log) {
  for (let attempt = 1; ; attempt += 1) {
    await waitForQuietBuild(publicDir, log);
    const stamp = buildStamp(publicDir);
    let result;
    let failure = null;
    try {
      result = await task();
    } catch (error) {
      failure = error;
    }
    const changed =
      buildStamp(publicDir) !== stamp || stamp === null || failure instanceof MixedBuildError;
    if (!changed && !failure) return result;
    if (!changed || attempt >= ATTEMPTS) throw failure ?? new Error("public/ kept changing");
    log(`${label}: public/ was rebuilt during the measurement; measuring again`);
  }
}
