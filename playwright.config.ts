import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumExecutablePath } from "./scripts/chromium";
import { OUTBOX_DIR, OUTBOX_PORT, OUTBOX_URL } from "./e2e/support/outbox";

// Another checkout can run its browser tests beside this one on other ports (E2E_PORT and
// E2E_OUTBOX_PORT; build that checkout with GATSBY_LOCAL_OUTBOX=http://127.0.0.1:<outbox port>
// npm run build:local).
const PORT = Number(process.env.E2E_PORT ?? 9323);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const executablePath = chromiumExecutablePath();

/**
 * Browser tests of the production build. `npm test` builds the site first (`npm run build:local`);
 * Playwright only serves `public/` with the project's server, which sends the headers of
 * public/_headers as the CDN host will (so every test runs under the real Content-Security-Policy),
 * and drives Chromium against it.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Flaky tests are bugs to fix, not to retry away.
  retries: 0,
  // Measured on 2 cores: 1 worker 211 s, 2 workers 188–204 s, 3 workers 194 s (docs/testing.md).
  workers: 2,
  // Generous limits for a shared 2-core machine that may be building beside the tests: the tests
  // wait on the state they need (a role, a response, a file), so a quiet machine never waits
  // them out, and a loaded one still passes.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A hang everywhere (hydration never seen, say) still ends in a report within CI's time.
  globalTimeout: 30 * 60_000,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (each action, network, console, sources) for `npx playwright
    // show-trace`, without the screencast or the DOM snapshots: recording those for every test cost
    // a sixth of the suite's time on two cores (the route matrix: 184 s with snapshots, 160 s
    // without, 157 s with no trace). The failure's screenshot and error-context.md (the page's
    // accessibility tree) show the end state.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: true },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.ts --port ${PORT} --host 127.0.0.1`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The test build's contact form posts from the site's origin, the only one it accepts.
      command: `node scripts/outbox.ts --port ${OUTBOX_PORT} --dir ${OUTBOX_DIR} --allow-origin ${BASE_URL}`,
      url: OUTBOX_URL,
      // Never another outbox on its port (`npm start`'s refuses this origin and keeps enquiries
      // elsewhere): Playwright stops at once and says the port is taken.
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
