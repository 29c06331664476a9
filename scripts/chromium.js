#!/usr/bin/env node
// @ts-check
/**
 * Which Chromium the project drives and with which flags, written once for everything that
 * launches one: the browser tests (playwright.config.ts through e2e/support/browser.ts), the
 * benchmark (scripts/bench/browser.mjs and lighthouse.mjs) and CI (.ci/run, which runs this file
 * with node before `npm ci`, so it requires nothing outside Node itself).
 *
 *   node scripts/chromium.js    prints the path of the Chromium to use; exits 1 when none is
 *                               found (or $CHROME_PATH names a file that is not executable)
 *
 * CommonJS, not ESM: Playwright loads its TypeScript config as CommonJS and compiles what it
 * requires, which breaks on an .mjs file; the ESM benchmark imports CommonJS without trouble.
 * Types for TypeScript callers: chromium.d.ts beside this file.
 */
const { accessSync, constants } = require("node:fs");

/** Debian's and Ubuntu's Chromium packages, in the order we look for them. */
const SYSTEM_CHROMIUM = Object.freeze(["/usr/bin/chromium", "/usr/bin/chromium-browser"]);

/**
 * Flags for headless Chromium running as root (hence no sandbox) in a container without a GPU,
 * with a small /dev/shm and no outside network access (hence nothing that phones home).
 */
const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]);

/**
 * @param {string} file
 * @returns {boolean}
 */
function isExecutable(file) {
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
 * chrome-launcher searches the usual places.
 *
 * @param {NodeJS.ProcessEnv} [env] the environment to read (tests pass their own)
 * @returns {string | undefined}
 */
function chromiumExecutablePath(env = process.env) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return SYSTEM_CHROMIUM.find(isExecutable);
}

if (require.main === module) {
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

module.exports = { CHROMIUM_FLAGS, SYSTEM_CHROMIUM, chromiumExecutablePath };
