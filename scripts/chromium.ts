/**
 * Which Chromium the project drives and with which flags, written once for everything that
 * launches one: the browser tests (playwright.config.ts), the
 * benchmark (scripts/bench/) and CI (.ci/run, which runs this file with the Node of .nvmrc
 * before `npm ci`, so it imports nothing outside Node itself).
 *
 *   node scripts/chromium.ts    prints the path of the Chromium to use; exits 1 when none is
 *                               found (or $CHROME_PATH names a file that is not executable)
 *
 * No `import.meta` here: Playwright compiles what its config imports to CommonJS, where it does
 * not exist; the command line is recognised by the script's name instead.
 */
import { accessSync, constants } from "node:fs";
import path from "node:path";

/** Debian's and Ubuntu's Chromium packages, in the order we look for them. */
export const SYSTEM_CHROMIUM: readonly string[] = Object.freeze([
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
]);

/**
 * Flags for headless Chromium running as root (hence no sandbox) in a container without a GPU,
 * with a small /dev/shm and no outside network access (hence nothing that phones home).
 */
export const CHROMIUM_FLAGS: readonly string[] = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]);

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium binary to drive: `$CHROME_PATH` when set (taken as given, so a wrong value fails
 * loudly at launch instead of quietly testing another browser), else the first executable
 * system Chromium, else `undefined`: Playwright then uses a browser it downloaded itself and
 * chrome-launcher searches the usual places. Tests pass their own `env`.
 */
export function chromiumExecutablePath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return SYSTEM_CHROMIUM.find(isExecutable);
}

if (path.basename(process.argv[1] ?? "") === "chromium.ts") {
  const found = chromiumExecutablePath();
  if (found && isExecutable(found)) {
    console.log(found);
  } else {
    console.error(
      found
        ? `CHROME_PATH=${found} is not an executable file`
        : `No Chromium found: set CHROME_PATH or install one at ${SYSTEM_CHROMIUM.join(" or ")}`,
    );
    process.exitCode = 1;
  }
}
