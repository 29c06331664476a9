/**
 * The Chromium the browser tests drive and its launch flags (playwright.config.ts reads them
 * here). Both come from scripts/chromium.js, which the benchmark and CI share, so every tool
 * finds the same browser the same way: `$CHROME_PATH`, else a system Chromium, else
 * `undefined` (Playwright then uses its own downloaded browser where one is installed).
 */
export {
  chromiumExecutablePath,
  CHROMIUM_FLAGS as chromiumLaunchArgs,
} from "../../scripts/chromium";
