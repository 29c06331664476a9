import { existsSync } from "node:fs";

/** Debian's Chromium packages, in the order we look for them. */
const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"] as const;

/**
 * The Chromium binary the tests drive: `$CHROME_PATH` if set, else a system Chromium, else
 * `undefined`, which lets Playwright use its own downloaded browser where one is installed.
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
}

/** Flags for headless Chromium running as root on a machine without outside network access. */
export const chromiumLaunchArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
