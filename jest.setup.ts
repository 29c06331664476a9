import "@testing-library/jest-dom";
import { resolveEmailConfig } from "./src/lib/email-config";
import { BUNDLED_EMAIL_CONFIG } from "./src/lib/email-environment";
import { SDK_STORAGE_MODULE } from "./src/lib/emailjs-storage";
import { installMatchMedia, setMatchingMedia } from "./src/test-utils/match-media";

// Component tests render the site as the test build makes it: explicitly local, its contact form
// posting to the development outbox (the same GATSBY_LOCAL_OUTBOX `npm run build:local` sets),
// resolved as the build resolves it into the bundle. Tests that are about the configuration
// itself pass their own environment.
process.env[BUNDLED_EMAIL_CONFIG] ??= JSON.stringify(
  resolveEmailConfig({ GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8025" }),
);

// EmailJS's storage module, ours in its place as in the build (gatsby-node.ts).
jest.doMock(require.resolve(`@emailjs/browser/cjs/${SDK_STORAGE_MODULE}`), () =>
  jest.requireActual<object>("./src/lib/emailjs-storage"),
);

// What Gatsby's runtime provides to Link in the browser: the page loader and navigation.
Object.assign(globalThis, {
  ___loader: { enqueue: jest.fn(), hovering: jest.fn() },
  ___navigate: jest.fn(),
});

// Tests of Node code (`@jest-environment node`) have no window to fill in.
if (typeof window !== "undefined") {
  installMatchMedia();
  // jsdom has no Performance Timeline: no entries, as for a page loaded the ordinary way (the
  // contact form reads its navigation's type).
  if (!("getEntriesByType" in performance)) {
    Object.assign(performance, { getEntriesByType: (): PerformanceEntryList => [] });
  }
  afterEach(() => {
    setMatchingMedia();
  });
}
