// Byte-level measurement of one route in a real Chromium (Playwright), cold cache, emulating
// Lighthouse's mobile device (Moto G Power: 412x823 CSS px, DPR 1.75, mobile UA). No
// throttling: this part counts bytes and looks at the LCP element, it does not time anything.
/* global window, document, getComputedStyle */
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumExecutablePath } from "../chromium.ts";

/** Lighthouse 12's mobile emulation (core/config/constants.js). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 " +
    "(KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

// The same browser and flags as the e2e tests (scripts/chromium.js); lighthouse.mjs takes
// them from here too.
export { CHROMIUM_FLAGS, chromiumExecutablePath as chromiumPath };

export function launchBrowser() {
  const executablePath = chromiumExecutablePath();
  return chromium.launch({
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_FLAGS],
  });
}

const SETTLE_MS = 3_000;

// Runs in the page before any of its scripts: keep every LCP candidate and its element's
// attributes as they were when it was painted (before hydration can touch them).
function observeLcp() {
  performance.setResourceTimingBufferSize(2_000);
  window.__benchLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      let opacity = 1;
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      window.__benchLcp.push({
        entry,
        atPaint: element
          ? {
              loading: element.getAttribute("loading"),
              fetchpriority: element.getAttribute("fetchpriority"),
              opacity,
            }
          : null,
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

// Runs in the page: the final LCP candidate and everything we want to know about its element.
function readLcp() {
  const last = window.__benchLcp.at(-1);
  if (!last) return null;
  const { entry, atPaint } = last;
  const element = entry.element;
  const picture = element?.parentElement?.tagName === "PICTURE" ? element.parentElement : null;
  const rect = element?.getBoundingClientRect();
  let opacityNow = 1;
  const ancestors = [];
  let slide = null;
  for (let node = element; node && node !== document.body; node = node.parentElement) {
    opacityNow *= Number(getComputedStyle(node).opacity);
    const className = typeof node.className === "string" ? node.className.split(" ")[0] : "";
    if (ancestors.length < 5)
      ancestors.push(node.tagName.toLowerCase() + (className ? `.${className}` : ""));
    if (!slide && node !== element && /slide/i.test(className) && node.parentElement) {
      const siblings = [...node.parentElement.children];
      slide = { index: siblings.indexOf(node) + 1, of: siblings.length };
    }
  }
  return {
    url: entry.url || null,
    size: entry.size,
    renderTime: Math.round(entry.renderTime || entry.loadTime || entry.startTime),
    candidates: window.__benchLcp.length,
    element: element
      ? {
          tag: element.tagName.toLowerCase(),
          id: element.id || null,
          className: typeof element.className === "string" ? element.className : null,
          alt: element.getAttribute("alt"),
          text: element.tagName === "IMG" ? null : (element.textContent ?? "").trim().slice(0, 80),
          loading: element.getAttribute("loading"),
          fetchpriority: element.getAttribute("fetchpriority"),
          decoding: element.getAttribute("decoding"),
          currentSrc: element.currentSrc ?? null,
          srcset: element.getAttribute("srcset"),
          sizes: element.getAttribute("sizes"),
          cssWidth: rect ? Math.round(rect.width) : null,
          cssHeight: rect ? Math.round(rect.height) : null,
          opacityNow,
          ancestors,
          slide,
          atPaint,
          sources: picture
            ? [...picture.querySelectorAll("source")].map((source) => ({
                type: source.getAttribute("type"),
                srcset: source.getAttribute("srcset"),
                sizes: source.getAttribute("sizes"),
              }))
            : [],
        }
      : null,
  };
}

async function scrollToBottomSlowly(page) {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(200);
    if (atBottom) return;
  }
}

async function settle(page) {
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
}

function header(headers, name) {
  return headers[name.toLowerCase()] ?? null;
}

async function describeRequest(request) {
  const response = await request.response();
  const sizes = await request.sizes().catch(() => null);
  const headers = response ? await response.allHeaders() : {};
  return {
    url: request.url(),
    resourceType: request.resourceType(),
    startEpoch: request.timing().startTime,
    status: response?.status() ?? null,
    contentType: header(headers, "content-type"),
    contentEncoding: header(headers, "content-encoding"),
    wireBytes: sizes?.responseBodySize ?? null,
    headerBytes: sizes?.responseHeadersSize ?? null,
  };
}

// Runs in the page: when each resource was requested, on the same clock as the load event.
function readResourceStarts() {
  const starts = {};
  for (const entry of performance.getEntriesByType("resource")) {
    starts[entry.name] ??= entry.startTime;
  }
  return starts;
}

/**
 * Loads `url` in a fresh (cold-cache) mobile context and returns every finished request with
 * its start time and encoded size, the load-event time, and the LCP candidate.
 */
export async function loadRoute(browser, url) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const pending = [];
  page.on("requestfinished", (request) => pending.push(describeRequest(request)));
  page.on("requestfailed", (request) =>
    pending.push(
      Promise.resolve({
        url: request.url(),
        failed: request.failure()?.errorText ?? "failed",
        startEpoch: request.timing().startTime,
      }),
    ),
  );
  await page.addInitScript(observeLcp);
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const navigation = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType("navigation");
      return { timeOrigin: performance.timeOrigin, loadMs: nav.loadEventStart };
    });
    await settle(page);
    const lcp = await page.evaluate(readLcp);
    await scrollToBottomSlowly(page);
    await settle(page);
    const starts = await page.evaluate(readResourceStarts);
    const redirects = [];
    for (let from = response?.request().redirectedFrom(); from; from = from.redirectedFrom()) {
      redirects.unshift(from.url());
    }
    const requests = (await Promise.all(pending)).map((record) => ({
      ...record,
      // ms after navigation start: Resource Timing where it has the URL, else Playwright's clock
      startMs: starts[record.url] ?? record.startEpoch - navigation.timeOrigin,
    }));
    return {
      status: response?.status() ?? null,
      url: response?.url() ?? url,
      redirects,
      ...navigation,
      lcp,
      requests,
    };
  } finally {
    await context.close();
  }
}
