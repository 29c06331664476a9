import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { contactContent } from "./support/contact-content";
import { expect, test } from "./support/fixtures";
import { OUTBOX_DIR, SEND_URL } from "./support/outbox";
import {
  expectNoHorizontalOverflow,
  expectNoLayoutShift,
  recordLayoutShifts,
} from "./support/page-checks";
import { NARROW_PHONE, PHONE, STUDIO_EMAIL, open, waitForHydration } from "./support/site";

/**
 * The contact page's journeys on the built site (docs/contact-form.md): an enquiry sent, a failed
 * send and its fallback, the form before its script is live, drafts, and the fallback's cap. The
 * rule tables (names, addresses, messages, phones, pasted characters, the mailto cap per script,
 * the origin guard, stored drafts) and the form's details (hints, focus, double clicks, the
 * honeypot, Tab order) are jest's (src/lib and src/components/contact). The page-wide rules
 * (landmarks, axe, overflow, CLS at load) are routes.spec.ts's.
 */

// Each test drives a whole journey on a machine other builds share: three times the usual time.
test.slow();

const PATH = "/contact";
const content = contactContent();
const { labels } = content;
// The product's fixed texts (docs/contact-form.md).
const SUCCESS = "Message sent successfully!";
const FAILURE = "Message failed to send. Try again.";
const LINK_MAX_LENGTH = 1900;

const CONTROLS = ["fullName", "email", "country", "phone", "message"] as const;
type Entry = Record<(typeof CONTROLS)[number], string>;
/** The four template parameters sent. */
type Sent = Record<"fullName" | "email" | "user_phone" | "message", string>;

/** An enquiry no URL, log or other test could hold by chance. */
function entry(overrides: Partial<Entry> = {}): Entry {
  const id = randomUUID();
  return {
    fullName: "Ira Visitor",
    email: `v.${id.slice(0, 6)}@example.com`,
    country: "",
    phone: "",
    message: `We would like to redesign our living room. Reference ${id}.`,
    ...overrides,
  };
}

function fields(page: Page) {
  const form = page.getByRole("main").locator("form");
  return {
    form,
    fullName: form.getByLabel(labels.fullName, { exact: true }),
    email: form.getByLabel(labels.email, { exact: true }),
    country: form.getByLabel(labels.countryCode, { exact: true }),
    phone: form.getByLabel(labels.phone),
    message: form.getByLabel(labels.message, { exact: true }),
    honeypot: form.locator('[name="studio_ref"]'),
    send: form.getByRole("button", { name: /Send/ }),
    fallback: form.getByRole("status"),
  };
}

async function fill(page: Page, values: Entry): Promise<void> {
  for (const name of CONTROLS) {
    const control = fields(page)[name];
    if (name === "country") await control.selectOption(values[name]);
    else await control.fill(values[name]);
  }
}

async function expectValues(page: Page, values: Entry): Promise<void> {
  for (const name of CONTROLS) await expect(fields(page)[name]).toHaveValue(values[name]);
}

const EMPTY: Entry = { fullName: "", email: "", country: "", phone: "", message: "" };

/**
 * Records what a visitor's enquiry could leak into or be sent through: every alert (accepted),
 * every POST to the send endpoint, and every request or main-frame navigation URL.
 */
function watch(page: Page) {
  const seen = { alerts: [] as string[], sends: [] as unknown[], urls: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("request", (request) => {
    seen.urls.push(request.url());
    if (request.url() === SEND_URL && request.method() === "POST") {
      seen.sends.push(request.postDataJSON());
    }
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.urls.push(frame.url());
  });
  return seen;
}

/** No URL requested or navigated to holds any typed value, in any encoding, nor a query. */
function expectNoValueInUrls(seen: { urls: string[] }, values: Entry, page: Page): void {
  const decoded = seen.urls.map((url) => decodeURIComponent(url.replace(/\+/g, " ")));
  const typed = [values.fullName, values.email, values.message, values.phone].filter(Boolean);
  expect(
    decoded.filter((url) => typed.some((value) => url.includes(value))),
    "URLs holding a typed value",
  ).toEqual([]);
  expect(new URL(page.url()).search, "the page's address").toBe("");
}

/** The JSON body EmailJS's send() posts: its fixed entries and the four template parameters. */
function sentBody(params: Sent) {
  return {
    lib_version: expect.stringMatching(/\S/) as unknown,
    user_id: "local-outbox",
    service_id: "local-outbox",
    template_id: "local-outbox",
    template_params: params,
  };
}

/** The enquiries the outbox saved whose message contains `text`. */
function savedInOutbox(text: string): unknown[] {
  const dir = path.resolve(__dirname, "..", OUTBOX_DIR);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((json) => json.includes(text))
    .map((json) => JSON.parse(json) as unknown);
}

/** What a mail program makes of a mailto: link: the address, subject and body, decoded. */
function readMailto(href: string | null): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href ?? "");
  expect(match, `a mailto: link with a subject and a body: ${href ?? "none"}`).not.toBeNull();
  const [, to = "", subject = "", body = ""] = match ?? [];
  return { to, subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

/** The whole enquiry as the fallback writes it: every field named by its label. */
function enquiryText(sent: Sent) {
  const phone = sent.user_phone ? [`${labels.phone}: ${sent.user_phone}`] : [];
  const details = [`${labels.fullName}: ${sent.fullName}`, `${labels.email}: ${sent.email}`];
  return [...details, ...phone, "", `${labels.message}:`, sent.message].join("\n");
}

/** Answers every send with `status` (0: no answer at all). */
async function failSends(page: Page, status: number): Promise<void> {
  await page.route(SEND_URL, (route) =>
    status === 0
      ? route.abort("failed")
      : route.fulfill({
          status,
          contentType: "text/plain",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: `Refused with ${status}`,
        }),
  );
}

/** The console lines a failed send leaves: the page's own, and Chromium's about the request. */
const FAILED_SEND_LOGS = [/Enquiry not sent \(status \d+\)/, /Failed to load resource/];

/** The note under Send while the form is not live: it says why and gives the studio's address. */
async function expectPendingNote(page: Page): Promise<void> {
  const note = fields(page).form.getByText(/JavaScript/);
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: STUDIO_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${STUDIO_EMAIL}`,
  );
}

/** Presses Send, then Enter in the name field, as a visitor whose first press did nothing. */
async function pressSendAndEnter(page: Page): Promise<void> {
  await fields(page).send.click();
  await fields(page).fullName.press("Enter");
}

test.describe("the contact journey", () => {
  test("an enquiry sent through the outbox: the payload's four parameters, the form emptied", async ({
    page,
  }, testInfo) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    // The honeypot is not type=hidden, and out of sight.
    await expect(field.honeypot).toHaveAttribute("type", "text");
    await expect(field.honeypot).not.toBeInViewport();

    // Send pressed too soon shows the hints and focuses the first invalid field.
    await field.message.fill("Too short");
    await field.send.click();
    await expect(field.fullName).toBeFocused();
    await expect(field.message).toHaveAccessibleDescription(content.hints.message);
    await expectNoAxeViolations(page, testInfo);

    // Pasted with invisible marks (removed before checking and sending), a joiner in the name.
    const values = entry({
      fullName: "\u200fمحمد\u200cرضا Karimi\u200f",
      email: "\u200b visitor@example.com ",
      country: "+61",
      phone: "0412 345 678",
    });
    await fill(page, values);
    await field.send.click();
    await expect.poll(() => seen.alerts).toEqual([SUCCESS]);
    const sent = {
      fullName: "محمد\u200cرضا Karimi",
      email: "visitor@example.com",
      user_phone: "+61 412345678",
      message: values.message,
    };
    expect(seen.sends).toEqual([sentBody(sent)]);
    await expectValues(page, EMPTY);
    await expect
      .poll(() => savedInOutbox(values.message), { message: "the enquiry in the outbox" })
      .toEqual([{ receivedAt: expect.any(String) as unknown, ...sentBody(sent) }]);
  });

  test("a failed send keeps every value and offers the e-mail fallback and Copy enquiry; a retry sends", async ({
    page,
    context,
    errorGuard,
  }, testInfo) => {
    errorGuard.allow(...FAILED_SEND_LOGS);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const seen = watch(page);
    await failSends(page, 451);
    await page.setViewportSize(PHONE);
    await open(page, PATH);
    const field = fields(page);
    const values = entry({ country: "+91", phone: "98765 43210" });
    values.message += "\nTwo rooms & a hall: 50% this year?";
    await fill(page, values);
    await field.send.click();
    await expect.poll(() => seen.alerts).toEqual([FAILURE]);
    await expectValues(page, values);
    await expect(field.send).toBeFocused();

    const { fullName, email, message } = values;
    const sent = { fullName, email, user_phone: "+91 9876543210", message };
    const link = field.fallback.getByRole("link", { name: `Write to ${STUDIO_EMAIL}` });
    expect(readMailto(await link.getAttribute("href"))).toEqual({
      to: STUDIO_EMAIL,
      subject: `Enquiry from ${values.fullName}`,
      body: enquiryText(sent).replace(/\n/g, "\r\n"),
    });
    await field.fallback.getByRole("button", { name: content.mailFallback.copy }).click();
    await expect(field.fallback).toContainText(content.mailFallback.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(enquiryText(sent));
    await expectNoAxeViolations(page, testInfo);
    await page.setViewportSize(NARROW_PHONE);
    await expectNoHorizontalOverflow(page);

    // No answer at all is a failure too; then the service answers and the fallback goes.
    await page.unroute(SEND_URL);
    await failSends(page, 0);
    await field.send.click();
    await expect.poll(() => seen.alerts).toEqual([FAILURE, FAILURE]);
    await page.unroute(SEND_URL);
    await field.send.click();
    await expect.poll(() => seen.alerts).toEqual([FAILURE, FAILURE, SUCCESS]);
    expect(seen.sends).toHaveLength(3);
    await expect(field.fallback).toBeEmpty();
    await expectValues(page, EMPTY);
  });
});

test.describe("the form before its script is live", () => {
  test("with JavaScript disabled, Send and Enter put no value in a URL and keep what was typed", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(PATH);
    const values = entry({ country: "+1", phone: "(212) 555-0187" });
    await fill(page, values);
    await pressSendAndEnter(page);
    await expectPendingNote(page);
    await expectValues(page, values);
    expectNoValueInUrls(seen, values, page);
    expect(seen.sends).toEqual([]);
    await context.close();
  });

  test("with every script blocked, the same: the note shows without <noscript>, axe clean", async ({
    page,
    errorGuard,
  }, testInfo) => {
    errorGuard.allow(/Failed to load resource/);
    const seen = watch(page);
    await page.route(/\.js(\?|$)/, (route) => route.abort("blockedbyclient"));
    await page.goto(PATH);
    const values = entry();
    await fill(page, values);
    await pressSendAndEnter(page);
    await expectPendingNote(page);
    await expectValues(page, values);
    expectNoValueInUrls(seen, values, page);
    await expectNoAxeViolations(page, testInfo);
  });

  test("with the scripts held back until after Send: the typed values survive hydration, nothing moves, and the enquiry is sent exactly once", async ({
    page,
  }) => {
    const seen = watch(page);
    await recordLayoutShifts(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH, { waitUntil: "domcontentloaded" });
    const values = entry({ country: "+91", phone: "+91 98765 43210" });
    await fill(page, values);
    await pressSendAndEnter(page);
    await expectPendingNote(page);

    release();
    await waitForHydration(page);
    await expect(fields(page).send).not.toHaveAttribute("aria-describedby");
    await expectValues(page, values);
    expect(seen.sends, "a press before the script was live is left to press again").toEqual([]);
    expectNoValueInUrls(seen, values, page);
    await expectNoLayoutShift(page);

    await fields(page).send.click();
    await expect.poll(() => seen.alerts).toEqual([SUCCESS]);
    const { fullName, email, message } = values;
    expect(seen.sends).toEqual([
      sentBody({ fullName, email, user_phone: "+91 9876543210", message }),
    ]);
  });
});

test.describe("drafts", () => {
  test("restored after a reload and after a visit to another page, absent in another session, cleared by a send", async ({
    page,
    browser,
    baseURL,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const values = entry({ country: "+1", phone: "212 555 0187" });
    await fill(page, values);
    await fields(page).honeypot.fill("https://spam.example", { force: true });

    await page.reload();
    await waitForHydration(page);
    await expectValues(page, values);
    await expect(fields(page).honeypot, "the honeypot is never kept").toHaveValue("");
    const stored = await page.evaluate(() =>
      Array.from({ length: sessionStorage.length }, (_, index) =>
        sessionStorage.getItem(sessionStorage.key(index) ?? ""),
      ).join(),
    );
    expect(stored).not.toContain("spam.example");
    expect(await page.evaluate(() => localStorage.length), "nothing in localStorage").toBe(0);

    await page.evaluate(() => (window.__marker = "same document"));
    await page.getByRole("link", { name: "ABOUT", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("link", { name: "CONTACT", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => window.__marker), "a client-side visit").toBe("same document");
    await expectValues(page, values);

    const otherSession = await browser.newContext({ baseURL });
    const other = await otherSession.newPage();
    await open(other, PATH);
    await expectValues(other, EMPTY);
    await otherSession.close();

    await fields(page).send.click();
    await expect.poll(() => seen.alerts).toEqual([SUCCESS]);
    await page.reload();
    await waitForHydration(page);
    await expectValues(page, EMPTY);
  });

  test("a corrupt or older draft never breaks the page", async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem("enquiry-draft", '{"version":1,"values":{"fullName":42,"message":');
    });
    await open(page, PATH);
    await expectValues(page, EMPTY);
    await fill(page, entry());
    await expect(fields(page).send).toBeEnabled();
  });
});

test.describe("the fallback for a long message in any script", () => {
  test("a failed send of 1,000 Devanagari characters: every mailto: link within 1,900 characters, the whole text on the clipboard", async ({
    page,
    context,
    errorGuard,
  }) => {
    errorGuard.allow(...FAILED_SEND_LOGS);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const seen = watch(page);
    await failSends(page, 500);
    await open(page, PATH);
    const words = "नमस्ते, हम अपने घर के लिए एक शांत बैठक चाहते हैं। ".repeat(25);
    const message = words.slice(0, 1000).trimEnd().padEnd(1000, "क");
    const values = entry({ message });
    await fill(page, values);
    await expect(fields(page).message).toHaveValue(message);
    await fields(page).send.click();
    await expect.poll(() => seen.alerts).toEqual([FAILURE]);

    const { fallback } = fields(page);
    await expect(fallback).toContainText(content.mailFallback.shortened);
    const hrefs = await page
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    const link = fallback.getByRole("link", { name: `Write to ${STUDIO_EMAIL}` });
    const { body } = readMailto(await link.getAttribute("href"));
    const kept = body.split(`${labels.message}:\r\n`)[1] ?? "";
    expect(kept.endsWith(`…\r\n\r\n${content.mailFallback.shortenedNotice}`)).toBe(true);
    expect(message.startsWith(kept.split("…")[0] ?? "-")).toBe(true);

    const sent = { fullName: values.fullName, email: values.email, user_phone: "", message };
    await fallback.getByRole("button", { name: content.mailFallback.copy }).click();
    await expect(fallback).toContainText(content.mailFallback.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(enquiryText(sent));

    // Where the browser refuses the clipboard, the whole enquiry is shown selected instead.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("No", "NotAllowedError"));
    });
    await fallback.getByRole("button", { name: content.mailFallback.copy }).click();
    const manual: Locator = fallback.getByRole("textbox");
    await expect(manual).toHaveValue(enquiryText(sent));
    await expect(manual).toBeFocused();
    expect(
      await manual.evaluate((area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart),
    ).toBe(enquiryText(sent).length);
  });
});
