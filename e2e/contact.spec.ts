import { COUNTRY_CODES } from "../src/lib/validate-enquiry";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  chromium,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chromiumExecutablePath, chromiumLaunchArgs } from "./support/browser";
import { contactContent } from "./support/contact-content";
import { pageCopyFor } from "./support/content";
import { expect, test } from "./support/fixtures";
import { fillLabel } from "./support/gallery-content";
import { main } from "./support/locators";
import { escapeRegExp } from "./support/regexp";
import { OUTBOX_DIR, SEND_URL } from "./support/outbox";
import { expectNoHorizontalOverflow } from "./support/page-checks";
import { DESKTOP, NARROW_PHONE, PHONE, STUDIO_EMAIL, open } from "./support/site";

/**
 * The contact page and its enquiry form (SPEC §2 "Contact", §3 Enquiry, §4, §5, §7, §8, §9;
 * DECISIONS §5 accessibility contract and §6 contact form rules). The production build has no
 * EmailJS keys, so the form sends with EmailJS's `send()` to the development outbox that
 * Playwright starts (SEND_URL); failures are simulated by intercepting that request.
 * Field labels come from the editors' YAML; every text the specification fixes (hints, alerts)
 * is stated literally. The rule tables (every accepted and refused name, address, message and
 * phone number) are jest's (src/lib/validate-enquiry.test.ts); the browser keeps one accepted
 * and one refused value per field, and per country for the phone, to show the real form applies
 * them. The page-wide rules (outline, landmarks, images, CLS, overflow, axe…) are checked in
 * routes.spec.ts.
 */

const PATH = "/contact";

// The specification's fixed texts (SPEC §5 and §8).
const HINTS = {
  fullName: "Please enter a valid name",
  email: "Please enter a valid email address",
  message: "Message should be at least 10 characters long",
} as const;
const ALERTS = {
  success: "Message sent successfully!",
  failure: "Message failed to send. Try again.",
  phoneMissing: "Please enter a phone number for the selected country.",
  phoneInvalid: "Please enter a valid phone number for the selected country.",
} as const;
/** DECISIONS §5: the country selector's option values, "" meaning no country. */
const COUNTRY_VALUES = ["", ...COUNTRY_CODES] as const;
/** SPEC §9. */
const PHONE_MAX_LENGTH = 15;
const MESSAGE_MAX_LENGTH = 1000;
/** The outbox's fixed ids for a build without EmailJS keys. */
const OUTBOX_ID = "local-outbox";

/** How long a test waits before concluding that nothing was sent. */
const QUIET_MS = 750;

// The editors' copy.
const copy = pageCopyFor("contact");
const contact = contactContent();
const { labels } = contact;

// ---------------------------------------------------------------------------------------------
// Locators
// ---------------------------------------------------------------------------------------------

function form(page: Page): Locator {
  return main(page).locator("form");
}

interface Fields {
  fullName: Locator;
  email: Locator;
  country: Locator;
  phone: Locator;
  message: Locator;
  submit: Locator;
  /** The one control of the form that is none of the enquiry's fields. */
  honeypot: Locator;
}

function fields(page: Page): Fields {
  const enquiry = form(page);
  return {
    fullName: enquiry.getByLabel(labels.fullName, { exact: true }),
    email: enquiry.getByLabel(labels.email, { exact: true }),
    country: enquiry.getByLabel(labels.countryCode, { exact: true }),
    // The label reads "Contact number (optional)".
    phone: enquiry.getByLabel(labels.phone),
    message: enquiry.getByLabel(labels.message, { exact: true }),
    submit: enquiry.getByRole("button", { name: /Send/ }),
    honeypot: enquiry.locator(
      [
        'input:not([name="fullName"]):not([name="email"]):not([name="user_phone"]):not([type="submit"])',
        'textarea:not([name="message"])',
        'select:not([name="country_code"])',
      ].join(", "),
    ),
  };
}

type CheckedField = keyof typeof HINTS;

// ---------------------------------------------------------------------------------------------
// What the page does: alerts, sends and console errors
// ---------------------------------------------------------------------------------------------

interface Watch {
  /** Every dialog, as "type: message", in order; each is accepted. */
  alerts: string[];
  /** Every POST to the send endpoint, in order. */
  sends: Request[];
  /** Every console error, with its text and where it came from. */
  consoleErrors: { text: string; url: string }[];
}

/** Starts recording dialogs, sends and console errors. Call before the page is opened. */
function watch(page: Page): Watch {
  const seen: Watch = { alerts: [], sends: [], consoleErrors: [] };
  page.on("dialog", (dialog) => {
    seen.alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  page.on("request", (request) => {
    if (request.url() === SEND_URL && request.method() === "POST") seen.sends.push(request);
  });
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") {
      seen.consoleErrors.push({ text: message.text(), url: message.location().url });
    }
  });
  return seen;
}

async function expectAlerts(seen: Watch, expected: string[]): Promise<void> {
  await expect
    .poll(() => seen.alerts, { message: "the alerts shown" })
    .toEqual(expected.map((text) => `alert: ${text}`));
}

/** Waits a moment for any late request, then checks that the form sent nothing. */
async function expectNothingSent(page: Page, seen: Watch): Promise<void> {
  await page.waitForTimeout(QUIET_MS);
  expect(
    seen.sends.map((request) => request.postData()),
    "requests to the send endpoint",
  ).toEqual([]);
}

interface EnquiryParams {
  fullName: string;
  email: string;
  user_phone: string;
  message: string;
}

/** The exact JSON body EmailJS's send() posts for this enquiry (SPEC §7, DECISIONS §6). */
function expectedBody(params: EnquiryParams): unknown {
  return {
    lib_version: expect.stringMatching(/\S/) as unknown,
    user_id: OUTBOX_ID,
    service_id: OUTBOX_ID,
    template_id: OUTBOX_ID,
    template_params: params,
  };
}

/** Waits for exactly one send and returns its JSON body. */
async function onlySentBody(seen: Watch): Promise<unknown> {
  await expect.poll(() => seen.sends.length, { message: "requests to the send endpoint" }).toBe(1);
  const [request] = seen.sends;
  expect(request?.headers()["content-type"]).toMatch(/^application\/json/);
  return request?.postDataJSON() as unknown;
}

const SEND_URL_PATTERN = escapeRegExp(SEND_URL);

/** Chromium's own console line for a send answered with an error status. */
function chromiumStatusError(status: number): RegExp {
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\[${SEND_URL_PATTERN}\\]$`,
  );
}

/** Chromium's own console line for a send that got no answer. */
const CHROMIUM_NETWORK_ERROR = new RegExp(
  `^console\\.error: Failed to load resource: net::ERR_FAILED \\[${SEND_URL_PATTERN}\\]$`,
);

/** The page's own console.error (not Chromium's network line) that mentions `text`. */
function pageLoggedError(text: string): RegExp {
  return new RegExp(`^console\\.error: (?!Failed to load resource)[^\\n]*${escapeRegExp(text)}`);
}

/** Console errors the page logged itself, leaving out Chromium's lines about the request. */
function pageErrors(seen: Watch): string[] {
  return seen.consoleErrors
    .filter((entry) => !(entry.url === SEND_URL && entry.text.startsWith("Failed to load")))
    .map((entry) => entry.text);
}

// ---------------------------------------------------------------------------------------------
// Filling the form
// ---------------------------------------------------------------------------------------------

interface Entry {
  fullName?: string;
  email?: string;
  country?: string;
  phone?: string;
  message?: string;
}

/** A unique message, so the enquiry can be found in the outbox. */
function uniqueMessage(): string {
  return `We would like to redesign our living room. Reference ${randomUUID()}.`;
}

function validEntry(overrides: Entry = {}): Required<Entry> {
  return {
    fullName: "Ira Visitor",
    email: "visitor@example.com",
    country: "",
    phone: "",
    message: uniqueMessage(),
    ...overrides,
  };
}

async function fill(page: Page, entry: Entry): Promise<void> {
  const field = fields(page);
  if (entry.fullName !== undefined) await field.fullName.fill(entry.fullName);
  if (entry.email !== undefined) await field.email.fill(entry.email);
  if (entry.country !== undefined) await field.country.selectOption(entry.country);
  if (entry.phone !== undefined) await field.phone.fill(entry.phone);
  if (entry.message !== undefined) await field.message.fill(entry.message);
}

/**
 * Fills `first` before the other fields, so that the field focused last (whose blur may show a
 * hint just as Send is pressed) is not the one under test.
 */
async function fillStartingWith(page: Page, entry: Entry, first: keyof Entry): Promise<void> {
  await fill(page, { [first]: entry[first] });
  await fill(page, { ...entry, [first]: undefined });
}

async function expectValues(page: Page, entry: Required<Entry>): Promise<void> {
  const field = fields(page);
  await expect(field.fullName).toHaveValue(entry.fullName);
  await expect(field.email).toHaveValue(entry.email);
  await expect(field.country).toHaveValue(entry.country);
  await expect(field.phone).toHaveValue(entry.phone);
  await expect(field.message).toHaveValue(entry.message);
}

async function expectEmptyForm(page: Page): Promise<void> {
  await expectValues(page, { fullName: "", email: "", country: "", phone: "", message: "" });
  await expect(fields(page).honeypot).toHaveValue("");
}

// ---------------------------------------------------------------------------------------------
// Hints
// ---------------------------------------------------------------------------------------------

/** The texts of the elements a control's `aria-describedby` names ([] without one). */
async function describedByTexts(control: Locator): Promise<string[]> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent.trim() ?? `(no element #${id})`),
  );
}

/**
 * The field is `aria-invalid="true"` and an element its `aria-describedby` names holds exactly its
 * hint, visibly. (What assistive technology announces is checked on its own, in "contact form
 * hints".)
 */
async function expectHint(page: Page, name: CheckedField): Promise<void> {
  const control = fields(page)[name];
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAttribute("aria-describedby", /\S/);
  expect(await describedByTexts(control), `the hint of ${name}`).toContain(HINTS[name]);
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(/\s+/);
  const hint = page.locator(ids.map((id) => `[id="${id}"]`).join(", "), { hasText: HINTS[name] });
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText(HINTS[name]);
}

/** The field is not marked invalid and shows no hint. */
async function expectNoHint(page: Page, name: CheckedField): Promise<void> {
  const control = fields(page)[name];
  await expect(control).not.toHaveAttribute("aria-invalid", "true");
  expect(await describedByTexts(control), `no hint on ${name}`).not.toContain(HINTS[name]);
  await expect(form(page).getByText(HINTS[name], { exact: true })).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Visibility
// ---------------------------------------------------------------------------------------------

/**
 * How many square pixels of the element a sighted visitor could see: its box clipped by every
 * ancestor that clips overflow and by the document's scrollable area (nothing left of or above
 * the origin can be scrolled to); 0 when it or an ancestor is transparent or not rendered.
 */
async function visibleArea(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    if (
      !element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    ) {
      return 0;
    }
    const box = element.getBoundingClientRect();
    let left = box.left + window.scrollX;
    let top = box.top + window.scrollY;
    let right = box.right + window.scrollX;
    let bottom = box.bottom + window.scrollY;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left + window.scrollX);
        top = Math.max(top, clip.top + window.scrollY);
        right = Math.min(right, clip.right + window.scrollX);
        bottom = Math.min(bottom, clip.bottom + window.scrollY);
      }
      if (style.clipPath !== "none" && style.clipPath !== "") return 0;
    }
    const page = document.documentElement;
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, page.scrollWidth);
    bottom = Math.min(bottom, page.scrollHeight);
    return Math.max(0, right - left) * Math.max(0, bottom - top);
  });
}

/** A description of the focused element, for messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "(nothing)";
    const name = element.getAttribute("name");
    const text = element.textContent.trim().slice(0, 30);
    return `${element.tagName.toLowerCase()}${name ? `[name=${name}]` : ""}${text ? ` "${text}"` : ""}`;
  });
}

// ---------------------------------------------------------------------------------------------
// The e-mail fallback after a failed send
// ---------------------------------------------------------------------------------------------

/** The live region under Send, and the mailto: link it holds after a failed send. */
function mailFallback(page: Page): { region: Locator; link: Locator } {
  const region = form(page).getByRole("status");
  const name = fillLabel(contact.mailFallback.link, { email: STUDIO_EMAIL });
  return { region, link: region.getByRole("link", { name, exact: true }) };
}

/** What a mail program makes of a mailto: link: the address, subject and body, decoded. */
function readMailto(href: string): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  expect(match, `a mailto: link with a subject and a body: ${href}`).not.toBeNull();
  const [, to = "", subject = "", body = ""] = match ?? [];
  return {
    to: decodeURIComponent(to),
    subject: decodeURIComponent(subject),
    body: decodeURIComponent(body),
  };
}

/**
 * The fallback shows its lead-in and a link to the studio whose subject and body carry the
 * enquiry as it was sent, encoded as RFC 6068 asks (%20 for spaces, %0D%0A for line breaks).
 */
async function expectMailFallback(page: Page, sent: EnquiryParams): Promise<void> {
  const { region, link } = mailFallback(page);
  await expect(region).toContainText(contact.mailFallback.lead);
  await expect(link).toBeVisible();
  // Focus stays in the alert's flow: back on Send (to try again), not moved to the link.
  await expect(fields(page).submit).toBeFocused();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href, "no raw space, plus sign or line break in the link").not.toMatch(/[ +\r\n]/);
  expect(readMailto(href)).toEqual({
    to: STUDIO_EMAIL,
    subject: fillLabel(contact.mailFallback.subject, { name: sent.fullName }),
    body: [
      `${labels.fullName}: ${sent.fullName}`,
      `${labels.email}: ${sent.email}`,
      ...(sent.user_phone ? [`${labels.phone}: ${sent.user_phone}`] : []),
      "",
      ...sent.message.split("\n"),
    ].join("\r\n"),
  });
}

// =============================================================================================
// Tests
// =============================================================================================

test.describe("contact page", () => {
  // One page load, read without being changed: a step per part of the form's contract.
  test("the page, the form's fields, labels, types, limits, Send and the honeypot", async ({
    page,
  }) => {
    await open(page, PATH);

    await test.step("one h1, the introduction, the enquiry form and its picture", async () => {
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(main(page).getByText(copy.intro, { exact: true })).toBeVisible();
      await expect(form(page)).toHaveCount(1);
      await expect(form(page)).toBeVisible();
      await expect(
        main(page).getByRole("img", { name: contact.image.alt, exact: true }),
      ).toBeVisible();
    });

    await test.step("every field has a visible label and its agreed name", async () => {
      const field = fields(page);
      const expected: [Locator, string, string][] = [
        [field.fullName, "fullName", labels.fullName],
        [field.email, "email", labels.email],
        [field.country, "country_code", labels.countryCode],
        [field.phone, "user_phone", labels.phone],
        [field.message, "message", labels.message],
      ];
      for (const [control, name, label] of expected) {
        await expect(control, `the field labelled "${label}"`).toHaveCount(1);
        await expect(control).toBeVisible();
        await expect(control).toHaveAttribute("name", name);
        // The label is a visible <label> element, not only an aria-label.
        const id = await control.getAttribute("id");
        expect(id, `the "${label}" field has an id for its label`).toBeTruthy();
        const label_ = form(page).locator(`label[for="${id ?? ""}"]`);
        await expect(label_).toHaveCount(1);
        await expect(label_).toBeVisible();
        await expect(label_).toContainText(label);
      }
      await expect(form(page).locator('[name="fullName"]')).toHaveCount(1);
      await expect(form(page).locator('[name="email"]')).toHaveCount(1);
      await expect(form(page).locator('[name="country_code"]')).toHaveCount(1);
      await expect(form(page).locator('[name="user_phone"]')).toHaveCount(1);
      await expect(form(page).locator('[name="message"]')).toHaveCount(1);
    });

    await test.step("the fields have the agreed types, options and limits", async () => {
      const field = fields(page);
      await expect(field.email).toHaveAttribute("type", "email");
      expect(await field.fullName.evaluate((element) => element.tagName)).toBe("INPUT");
      expect(await field.country.evaluate((element) => element.tagName)).toBe("SELECT");
      expect(await field.message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
      const options = await field.country
        .locator("option")
        .evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value));
      expect(options).toEqual([...COUNTRY_VALUES]);
      await expect(field.country).toHaveValue("");
      await expect(field.phone).toHaveAttribute("maxlength", String(PHONE_MAX_LENGTH));
      await expect(field.message).toHaveAttribute("maxlength", String(MESSAGE_MAX_LENGTH));
    });

    await test.step("the submit button's name contains Send", async () => {
      const { submit } = fields(page);
      await expect(submit).toHaveCount(1);
      await expect(submit).toBeVisible();
      await expect(submit).toBeEnabled();
      await expect(submit).toHaveAttribute("type", "submit");
      await expect(submit).toHaveAccessibleName(labels.submit);
    });

    await test.step("has a honeypot field that is not type=hidden and is not visible", async () => {
      const { honeypot } = fields(page);
      await expect(honeypot, "one control besides the enquiry's fields").toHaveCount(1);
      expect(await honeypot.evaluate((element) => element.tagName)).toBe("INPUT");
      await expect(honeypot).not.toHaveAttribute("type", "hidden");
      await expect(honeypot).toHaveAttribute("name", /\S/);
      await expect(honeypot).toBeEditable();
      await expect(honeypot).toHaveValue("");
      expect(await visibleArea(honeypot), "square pixels of the honeypot a visitor sees").toBe(0);
      await expect(honeypot).not.toBeInViewport();
    });
  });

  test("Chromium's autofill recognises the enquiry's fields but not the honeypot", async ({
    baseURL,
  }) => {
    // Chromium writes its autofill classification of each field into the page when asked to
    // (the feature behind chrome://flags/#show-autofill-type-predictions).
    const executablePath = chromiumExecutablePath();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [...chromiumLaunchArgs, "--enable-features=AutofillShowTypePredictions"],
    });
    try {
      const page = await browser.newPage({ baseURL });
      await open(page, PATH);
      const field = fields(page);
      const prediction = (control: Locator) => control.getAttribute("autofill-information");
      // Autofill looks at the form once the page has loaded or a field is focused.
      await field.fullName.focus();
      await expect
        .poll(() => prediction(field.fullName), { message: "Chromium's autofill prediction" })
        .toMatch(/overall type: NAME_FULL/);
      expect(await prediction(field.email)).toMatch(/overall type: EMAIL_ADDRESS/);

      const honeypot = (await prediction(field.honeypot)) ?? "";
      expect(honeypot, "the honeypot's autofill prediction").toMatch(/overall type: UNKNOWN_TYPE/);
      expect(honeypot).toMatch(/heuristic type: UNKNOWN_TYPE/);
      // Its autocomplete value switches Chromium's autofill off for it ("off" would be ignored).
      expect(honeypot).toMatch(/html type: HTML_TYPE_UNRECOGNIZED/);
    } finally {
      await browser.close();
    }
  });
});

test.describe("contact form hints", () => {
  test("submitting the empty form marks every invalid field, describes it by its hint, focuses the first, sends nothing", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    await field.submit.click();

    for (const name of ["fullName", "email", "message"] as const) {
      await expectHint(page, name);
    }
    await expect(field.fullName).toBeFocused();
    await expect(field.country).not.toHaveAttribute("aria-invalid", "true");
    await expect(field.phone).not.toHaveAttribute("aria-invalid", "true");
    await expectNothingSent(page, seen);
    expect(seen.alerts, "no alert for field hints").toEqual([]);
    // What assistive technology announces for each invalid field is exactly its hint.
    await expect(field.fullName).toHaveAccessibleDescription(HINTS.fullName);
    await expect(field.email).toHaveAccessibleDescription(HINTS.email);
    await expect(field.message).toHaveAccessibleDescription(HINTS.message);
  });

  test("focus moves to the first invalid field when earlier ones are valid", async ({ page }) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    await fill(page, { email: "not an address" });
    await fill(page, { fullName: "Ira Visitor" });
    await field.submit.click();
    await expect(field.email).toBeFocused();
    await expectNoHint(page, "fullName");
    await expectHint(page, "email");
    await expectHint(page, "message");
    await expectNothingSent(page, seen);
    expect(seen.alerts).toEqual([]);
  });

  test("clicking Send straight after typing an invalid message still submits the form", async ({
    page,
  }) => {
    // Leaving the message shows its hint on mousedown; the click must still reach the button.
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    await fill(page, { fullName: "Ira Visitor", email: "visitor@example.com" });
    await field.message.click();
    await page.keyboard.type("Too short");
    await field.submit.click();
    await expectHint(page, "message");
    await expect(field.message, `focus is on ${await focused(page)}`).toBeFocused();
    await expectNothingSent(page, seen);
    expect(seen.alerts).toEqual([]);
  });

  test("clicking Send straight after typing an invalid e-mail address shows every hint", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    await field.email.click();
    await page.keyboard.type("a@b.c");
    await field.submit.click();
    for (const name of ["fullName", "email", "message"] as const) {
      await expectHint(page, name);
    }
    await expect(field.fullName, `focus is on ${await focused(page)}`).toBeFocused();
    await expectNothingSent(page, seen);
  });

  test("leaving an untouched field shows no hint; leaving a touched invalid one shows its hint", async ({
    page,
  }) => {
    await open(page, PATH);
    const field = fields(page);

    await test.step("untouched fields, left by Tab and by click", async () => {
      await field.fullName.click();
      await page.keyboard.press("Tab");
      await expect(field.email).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(field.country).toBeFocused();
      await field.message.click();
      await field.fullName.click();
      for (const name of ["fullName", "email", "message"] as const) {
        await expectNoHint(page, name);
      }
    });

    await test.step("a touched invalid field, left by Tab", async () => {
      await page.keyboard.type("R2D2");
      await expectNoHint(page, "fullName");
      await page.keyboard.press("Tab");
      await expect(field.email).toBeFocused();
      await expectHint(page, "fullName");
      await expectNoHint(page, "email");
    });
  });
});

test.describe("contact form: one accepted and one refused value per field", () => {
  // The rule tables are jest's (src/lib/validate-enquiry.test.ts): these show that the form in
  // the browser applies them, sends what it accepts and refuses the rest with the field's hint.
  // A success resets the form and a refusal keeps it, so one page takes the cases in turn, as a
  // visitor sending again would.

  test(`sends the name "O’Brien", the address "ira.mehta+studio@example.co.uk" and a message of ${MESSAGE_MAX_LENGTH} characters as typed`, async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const message = `${uniqueMessage()} `.padEnd(MESSAGE_MAX_LENGTH, "x");
    expect(message).toHaveLength(MESSAGE_MAX_LENGTH);
    const cases: { field: string; entry: Required<Entry> }[] = [
      { field: "name (a typographic apostrophe)", entry: validEntry({ fullName: "O’Brien" }) },
      {
        field: "e-mail address",
        entry: validEntry({ email: "ira.mehta+studio@example.co.uk" }),
      },
      { field: "message (the field's limit)", entry: validEntry({ message }) },
    ];
    for (const [index, { field, entry }] of cases.entries()) {
      await test.step(`the ${field}`, async () => {
        await fill(page, entry);
        await fields(page).submit.click();
        await expectAlerts(
          seen,
          cases.slice(0, index + 1).map(() => ALERTS.success),
        );
        await expect.poll(() => seen.sends.length).toBe(index + 1);
        const request = seen.sends[index];
        expect(request?.postDataJSON()).toEqual(
          expectedBody({
            fullName: entry.fullName,
            email: entry.email,
            user_phone: "",
            message: entry.message,
          }),
        );
        await expectEmptyForm(page);
      });
    }
  });

  test('refuses the name "R2D2", the address "a@b.c" and the message "   123456789   "', async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const cases: { name: CheckedField; entry: Required<Entry>; why: string }[] = [
      { name: "fullName", entry: validEntry({ fullName: "R2D2" }), why: "a digit" },
      {
        name: "email",
        entry: validEntry({ email: "a@b.c" }),
        why: 'type="email" takes it; the rules want a TLD of 2 letters',
      },
      {
        name: "message",
        entry: validEntry({ message: "   123456789   " }),
        why: "9 characters once trimmed",
      },
    ];
    for (const { name, entry, why } of cases) {
      await test.step(`${name}: ${JSON.stringify(entry[name])} (${why})`, async () => {
        await fillStartingWith(page, entry, name);
        await fields(page).submit.click();
        await expectHint(page, name);
        await expect(fields(page)[name]).toBeFocused();
        for (const other of ["fullName", "email", "message"] as const) {
          if (other !== name) await expectNoHint(page, other);
        }
        await expectNothingSent(page, seen);
        expect(seen.alerts).toEqual([]);
      });
    }
  });
});

test.describe("contact form phone rules", () => {
  // One number accepted and one refused per country, as people type them (DECISIONS §6); the
  // whole table is jest's. Each fits the field's 15 characters, which the tests check: the
  // accepted +1 number is exactly 15.
  const ACCEPTED = [
    { country: "+1", phone: "+1 212 555 0187", sent: "+1 2125550187" },
    { country: "+91", phone: "९८७६५ ४३२१०", sent: "+91 9876543210" },
    { country: "+61", phone: "0412 345 678", sent: "+61 412345678" },
    { country: "", phone: "98765 43210", sent: "" },
  ] as const;

  const REFUSED = [
    { country: "+1", phone: "0212 555 0187", why: "a trunk 0, which +1 does not have" },
    { country: "+91", phone: "+61 412345678", why: "another country's code" },
    { country: "+61", phone: "0041 2345 678", why: "00 and another country's code" },
  ] as const;

  test("one number per country is sent in the agreed form; without a country it is dropped", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    for (const [index, { country, phone, sent }] of ACCEPTED.entries()) {
      await test.step(`${country || "no country"} with ${JSON.stringify(phone)} is sent as ${JSON.stringify(sent)}`, async () => {
        const entry = validEntry({ country, phone });
        await fill(page, entry);
        await expect(fields(page).phone, "the whole number fits the field").toHaveValue(phone);
        await fields(page).submit.click();
        await expectAlerts(
          seen,
          ACCEPTED.slice(0, index + 1).map(() => ALERTS.success),
        );
        await expect.poll(() => seen.sends.length).toBe(index + 1);
        expect(seen.sends[index]?.postDataJSON()).toEqual(
          expectedBody({
            fullName: entry.fullName,
            email: entry.email,
            user_phone: sent,
            message: entry.message,
          }),
        );
        await expectEmptyForm(page);
      });
    }
  });

  test("a country without a number asks for one; one number per country is refused; nothing is sent", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const alerts: string[] = [];

    await test.step("a country without a number", async () => {
      const entry = validEntry({ country: "+91", phone: "   " });
      await fill(page, entry);
      await fields(page).submit.click();
      alerts.push(ALERTS.phoneMissing);
      await expectAlerts(seen, alerts);
      await expectNothingSent(page, seen);
      await expectValues(page, entry);
    });

    for (const { country, phone, why } of REFUSED) {
      await test.step(`${country} with ${JSON.stringify(phone)} (${why})`, async () => {
        const entry = validEntry({ country, phone });
        await fill(page, entry);
        await expect(fields(page).phone, "the whole number fits the field").toHaveValue(phone);
        await fields(page).submit.click();
        alerts.push(ALERTS.phoneInvalid);
        await expectAlerts(seen, alerts);
        await expectNothingSent(page, seen);
        await expectValues(page, entry);
      });
    }
  });
});

test.describe("contact form sending", () => {
  test("success: the exact enquiry goes to the outbox, the alert shows and the form resets", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    const entry = validEntry({
      fullName: "  Zoë O'Brien  ",
      email: "  zoe.obrien@example.com ",
      country: "+1",
      phone: " (212) 555-0187 ",
      message: `  ${uniqueMessage()}  `,
    });
    const sent: EnquiryParams = {
      fullName: "Zoë O'Brien",
      email: "zoe.obrien@example.com",
      user_phone: "+1 2125550187",
      message: entry.message.trim(),
    };
    await fill(page, entry);
    const answered = page.waitForResponse(
      (response) => response.url() === SEND_URL && response.request().method() === "POST",
    );
    await fields(page).submit.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");

    const body = await onlySentBody(seen);
    expect(body).toEqual(expectedBody(sent));
    await expectAlerts(seen, [ALERTS.success]);
    await expectEmptyForm(page);
    for (const name of ["fullName", "email", "message"] as const) {
      await expectNoHint(page, name);
    }

    // The development outbox saved it as JSON, exactly as sent.
    const dir = path.resolve(__dirname, "..", OUTBOX_DIR);
    const saved = (): unknown[] => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith(".json"));
      } catch {
        return [];
      }
      return files
        .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown)
        .filter((enquiry) => JSON.stringify(enquiry).includes(JSON.stringify(sent.message)));
    };
    await expect
      .poll(saved, { message: `an enquiry in ${dir} with the message sent` })
      .toEqual([
        { receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown, ...(body as object) },
      ]);
  });

  const FAILURES = [
    { status: 451, text: "Unavailable For Headless Browser" },
    { status: 403, text: "Forbidden: the sender is on the block list" },
    { status: 429, text: "Too Many Requests: slow down" },
    { status: 500, text: "Internal Server Error: try later" },
  ] as const;

  test("each failure (451, 403, 429, 500, a network error): alert, the failure logged, every value kept, the e-mail fallback", async ({
    page,
    errorGuard,
  }) => {
    // fetch() rejects with "TypeError: Failed to fetch" in Chromium when nothing answers.
    errorGuard.allow(
      ...FAILURES.flatMap(({ status, text }) => [
        pageLoggedError(text),
        chromiumStatusError(status),
      ]),
      pageLoggedError("Failed to fetch"),
      CHROMIUM_NETWORK_ERROR,
    );
    const seen = watch(page);
    // Each send gets the next answer: the four statuses, then no answer at all. A visitor whose
    // send failed presses Send again with every value still in place.
    const answers = [...FAILURES, null];
    let sent = 0;
    await page.route(SEND_URL, async (route) => {
      const answer = answers[sent];
      sent += 1;
      if (answer) {
        await route.fulfill({
          status: answer.status,
          contentType: "text/plain",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: answer.text,
        });
      } else {
        await route.abort("failed");
      }
    });
    await open(page, PATH);
    await expect(mailFallback(page).region).toBeEmpty();
    const entry = validEntry({
      fullName: "Zoë O'Brien",
      country: "+61",
      phone: "0412 345 678",
      message: `${uniqueMessage()}\nTwo rooms & a hall: 50% this year?`,
    });
    await fill(page, entry);

    const logged: string[] = [];
    for (const [index, answer] of answers.entries()) {
      const label = answer ? `failure ${answer.status}` : "network error";
      await test.step(label, async () => {
        await fields(page).submit.click();
        logged.push(answer ? answer.text : "Failed to fetch");
        await expectAlerts(
          seen,
          logged.map(() => ALERTS.failure),
        );
        expect(seen.sends).toHaveLength(index + 1);
        await expect
          .poll(() => pageErrors(seen), { message: "the page's console.error calls" })
          .toEqual(logged.map((text) => expect.stringContaining(text) as unknown));
        await expectValues(page, entry);
        await expect(fields(page).submit).toBeEnabled();
        await expectMailFallback(page, {
          fullName: entry.fullName,
          email: entry.email,
          user_phone: "+61 412345678",
          message: entry.message,
        });
      });
    }
  });

  test("the e-mail fallback leaves the phone out when none was given, and goes once a send succeeds", async ({
    page,
    errorGuard,
  }, testInfo) => {
    errorGuard.allow(pageLoggedError("Too Many Requests"), chromiumStatusError(429));
    const seen = watch(page);
    let answered = 0;
    await page.route(SEND_URL, async (route) => {
      answered += 1;
      // The first send is throttled; the retry reaches the outbox.
      if (answered === 1) {
        await route.fulfill({
          status: 429,
          contentType: "text/plain",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: "Too Many Requests",
        });
      } else {
        await route.continue();
      }
    });
    await open(page, PATH);
    const entry = validEntry();
    await fill(page, entry);
    await fields(page).submit.click();
    await expectAlerts(seen, [ALERTS.failure]);
    await expectMailFallback(page, {
      fullName: entry.fullName,
      email: entry.email,
      user_phone: "",
      message: entry.message,
    });
    await expectNoAxeViolations(page, testInfo);

    await fields(page).submit.click();
    await expectAlerts(seen, [ALERTS.failure, ALERTS.success]);
    await expect(mailFallback(page).region).toBeEmpty();
    await expectEmptyForm(page);
  });

  test("while sending, the button is disabled and says so; a double click sends once", async ({
    page,
  }) => {
    const seen = watch(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SEND_URL, async (route) => {
      // Hold the request until the in-flight state has been checked (and at least a second).
      await Promise.all([held, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await route.continue();
    });
    await open(page, PATH);
    const entry = validEntry();
    await fill(page, entry);
    const button = form(page).locator('button[type="submit"]');
    await expect(button).toHaveText(labels.submit);

    await fields(page).submit.dblclick();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(labels.sending);
    await expect(button).toHaveAccessibleName(/Send/);
    await expect.poll(() => seen.sends.length).toBe(1);
    expect(seen.alerts, "no alert while the request is in flight").toEqual([]);

    release();
    await expectAlerts(seen, [ALERTS.success]);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(labels.submit);
    await expectEmptyForm(page);
    await page.waitForTimeout(QUIET_MS);
    expect(seen.sends, "requests to the send endpoint after a double click").toHaveLength(1);
    expect(seen.alerts).toEqual([`alert: ${ALERTS.success}`]);
  });

  test("a filled honeypot sends nothing, shows the success alert and resets the form", async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, PATH);
    await fill(page, validEntry({ country: "+1", phone: "(212) 555-0187" }));
    await fields(page).honeypot.fill("https://spam.example", { force: true });
    await expect(fields(page).honeypot).toHaveValue("https://spam.example");
    await fields(page).submit.click();
    await expectAlerts(seen, [ALERTS.success]);
    await expectNothingSent(page, seen);
    await expectEmptyForm(page);
  });
});

test.describe("contact form by keyboard", () => {
  test("Tab visits the fields in order, never the honeypot; Enter sends", async ({ page }) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");

    // From the top of main, the first form control reached is the name field.
    const visited: string[] = [];
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press("Tab");
      visited.push(await focused(page));
      if (await field.fullName.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(field.fullName, `focus went: ${visited.join(" -> ")}`).toBeFocused();
    expect(
      visited.slice(0, -1).filter((entry) => /^(input|select|textarea|button)/.test(entry)),
      "no control before the name field",
    ).toEqual([]);

    const message = uniqueMessage();
    await page.keyboard.type("Ira Keyboard");
    await page.keyboard.press("Tab");
    await expect(field.email).toBeFocused();
    await page.keyboard.type("keyboard@example.com");
    await page.keyboard.press("Tab");
    await expect(field.country).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(field.country).toHaveValue("+91");
    await page.keyboard.press("Tab");
    await expect(field.phone).toBeFocused();
    await page.keyboard.type("98765 43210");
    await page.keyboard.press("Tab");
    await expect(field.message).toBeFocused();
    await page.keyboard.type(message);
    await page.keyboard.press("Tab");
    await expect(field.honeypot).not.toBeFocused();
    await expect(field.submit, `focus is on ${await focused(page)}`).toBeFocused();
    await page.keyboard.press("Enter");

    await expectAlerts(seen, [ALERTS.success]);
    expect(await onlySentBody(seen)).toEqual(
      expectedBody({
        fullName: "Ira Keyboard",
        email: "keyboard@example.com",
        user_phone: "+91 9876543210",
        message,
      }),
    );
    await expectEmptyForm(page);
  });

  test("Enter in a text field submits the form and shows the hints", async ({ page }) => {
    const seen = watch(page);
    await open(page, PATH);
    const field = fields(page);
    await field.email.focus();
    await page.keyboard.type("keyboard@example.com");
    await page.keyboard.press("Enter");
    await expectHint(page, "fullName");
    await expect(field.fullName).toBeFocused();
    await expectNothingSent(page, seen);
  });
});

test.describe("contact accessibility and layout in the form's states", () => {
  test(`is axe clean at ${DESKTOP.width} px with the hints showing`, async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await open(page, PATH);
    await fields(page).submit.click();
    for (const name of ["fullName", "email", "message"] as const) {
      await expectHint(page, name);
    }
    await expectNoAxeViolations(page, testInfo);
  });

  test(`at ${PHONE.width} px axe is clean with the hints showing; at ${NARROW_PHONE.width} px nothing overflows with the hints, then the e-mail fallback, showing`, async ({
    page,
    errorGuard,
  }, testInfo) => {
    errorGuard.allow(pageLoggedError("Too Many Requests"), chromiumStatusError(429));
    const seen = watch(page);
    await page.route(SEND_URL, (route) =>
      route.fulfill({
        status: 429,
        contentType: "text/plain",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: "Too Many Requests",
      }),
    );
    await page.setViewportSize(PHONE);
    await open(page, PATH);

    await test.step(`${PHONE.width} px: axe clean with the hints showing`, async () => {
      await fields(page).submit.click();
      for (const name of ["fullName", "email", "message"] as const) {
        await expectHint(page, name);
      }
      await expectNoAxeViolations(page, testInfo);
    });

    await test.step(`${NARROW_PHONE.width} px: the hints fit`, async () => {
      // Only CSS lays the form out by width, so narrowing the page gives a 320 px layout.
      await page.setViewportSize(NARROW_PHONE);
      // Every label, control, hint and link of the form lies inside the window (and no text in
      // main overflows its box).
      await expectNoHorizontalOverflow(page);
    });

    await test.step(`${NARROW_PHONE.width} px: the e-mail fallback after a failed send fits`, async () => {
      await fill(page, validEntry());
      await fields(page).submit.click();
      await expectAlerts(seen, [ALERTS.failure]);
      await expect(mailFallback(page).link).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
});
