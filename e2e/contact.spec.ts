import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DRAFT_KEY, EMPTY_ENQUIRY } from "../src/lib/enquiry-draft";
import { enquiryText, LINK_MAX_LENGTH } from "../src/lib/enquiry-link";
import type { EnquiryForm, EnquiryParams } from "../src/lib/validate-enquiry";
import { fillTemplate } from "../src/utils/fill-template";
import { expectNoAxeViolations } from "./support/axe";
import { content } from "./support/content";
import { expect, test } from "./support/fixtures";
import { OUTBOX_URL, SEND_URL, savedEnquiries, watchEnquiries } from "./support/outbox";
import {
  expectInDocumentOrder,
  expectNoHorizontalOverflow,
  expectNoLayoutShift,
  recordLayoutShifts,
} from "./support/page-checks";
import { expectNoSecurityReports, recordSecurityLog } from "./support/security";
import {
  expectSameDocument,
  mainNav,
  markDocument,
  NARROW_PHONE,
  open,
  PHONE,
  reload,
  holdScripts,
  waitForHydration,
} from "./support/site";

/**
 * The contact page's journeys (docs/contact-form.md), one per state of the form: the questions
 * before it; a draft kept, then sent through the outbox; a failed send and its fallbacks; the form
 * before its script is live. The form's rules are jest tables beside the code (src/lib,
 * src/components/contact); the page-wide rules, the route matrix's.
 */

const PATH = "/contact";
const words = content.contact();
const { labels } = words;
const site = content.site();
const SUCCESS = "Message sent successfully!"; // this and FAILURE: docs/contact-form.md
const FAILURE = "Message failed to send. Try again.";
const LABEL_OF = { ...labels, country_code: labels.countryCode, user_phone: labels.phone };

/** An enquiry as typed and as sent, from an address no other run used (the outbox keeps them all). */
function enquiry(message = "We would like to redesign our living room, calm and full of light.") {
  const email = `v.${randomUUID().slice(0, 6)}@example.com`; // short enough for the field at 320 px
  const [fullName, country_code, user_phone] = ["Ira Visitor", "+91", "98765 43210"];
  const typed: EnquiryForm = { fullName, email, country_code, user_phone, message };
  const sent: EnquiryParams = { fullName, email, user_phone: "+91 9876543210", message };
  return { typed, sent };
}

const form = (page: Page) => page.getByRole("main").locator("form");
const control = (page: Page, name: keyof EnquiryForm) =>
  // The phone's label ends in "(optional)".
  form(page).getByLabel(LABEL_OF[name], { exact: name !== "user_phone" });
const sendButton = (page: Page) => form(page).getByRole("button", { name: labels.submit });
const navLink = (page: Page, to: string) =>
  mainNav(page).getByRole("link", { name: site.navigation.find((link) => link.to === to)?.label });

async function fill(page: Page, values: EnquiryForm): Promise<void> {
  for (const [name, value] of Object.entries(values) as [keyof EnquiryForm, string][]) {
    if (name === "country_code") await control(page, name).selectOption(value);
    else await control(page, name).fill(value);
  }
}

async function expectValues(page: Page, values: EnquiryForm): Promise<void> {
  for (const [name, value] of Object.entries(values) as [keyof EnquiryForm, string][]) {
    await expect(control(page, name)).toHaveValue(value);
  }
}

test("the questions before the form: 5 to 8, closed, each opened and closed by keyboard", async ({
  page,
}, testInfo) => {
  const { heading, items } = words.questions;
  await open(page, PATH);
  const questions = page.getByRole("main").getByRole("region", { name: heading, exact: true });
  const summaries = questions.locator("summary");
  const answer = (index: number) =>
    questions.getByText(items[index]?.answer ?? "-", { exact: true });
  await expect(summaries).toHaveText(items.map((item) => item.question));
  await expectInDocumentOrder(page, [
    { label: "the questions", locator: questions },
    { label: "the form", locator: form(page) },
  ]);

  await summaries.first().focus();
  for (const index of items.keys()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(summaries.nth(index)).toBeFocused();
    await expect(summaries.nth(index)).toHaveCSS("outline-style", "solid");
    await expect(answer(index)).toBeHidden();
    const key = index % 2 === 0 ? "Enter" : "Space";
    await page.keyboard.press(key);
    await expect(answer(index)).toBeVisible();
    await page.keyboard.press(key);
    await expect(answer(index)).toBeHidden();
  }
  await summaries.nth(1).click();
  await expect(answer(1)).toBeVisible();
  await expectNoAxeViolations(page, testInfo);
});

test("a draft kept across a reload and a visit to another page, then sent through the outbox under the policy", async ({
  page,
  browser,
  baseURL,
}) => {
  const log = await recordSecurityLog(page);
  const seen = watchEnquiries(page);
  const { typed, sent } = enquiry();

  await test.step("a corrupt stored draft is ignored", async () => {
    const response = await open(page, PATH);
    // The policy lets the form connect to the outbox of this build, and only to it.
    const policy = response?.headers()["content-security-policy"];
    expect(policy).toContain(`connect-src 'self' ${OUTBOX_URL};`);
    await page.evaluate((key) => {
      sessionStorage.setItem(key, '{"version":1,"values":{"fullName":42,"message":');
    }, DRAFT_KEY);
    await reload(page);
    await expectValues(page, EMPTY_ENQUIRY);
  });

  await test.step("the draft comes back after a reload and after a client-side visit", async () => {
    await fill(page, typed);
    // The honeypot is laid out out of sight (jest checks its attributes).
    await expect(form(page).locator('[name="studio_ref"]')).not.toBeInViewport();
    await reload(page);
    await expectValues(page, typed);
    await markDocument(page);
    await navLink(page, "/about").click();
    await expect(page).toHaveURL(/\/about$/);
    await navLink(page, PATH).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectSameDocument(page);
    await expectValues(page, typed);
  });

  await test.step("another browser starts empty", async () => {
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await open(otherPage, PATH);
    await expectValues(otherPage, EMPTY_ENQUIRY);
    await other.close();
  });

  await test.step("sent: the outbox holds the four parameters; the form and the draft are emptied, and stay so when the way back loads the page again", async () => {
    await sendButton(page).click();
    await expect.poll(() => seen.alerts).toEqual([SUCCESS]);
    await expectValues(page, EMPTY_ENQUIRY);
    await expect.poll(() => savedEnquiries(typed.email)).toEqual([sent]);
    // Back from another page to the entry the visit to /about left with the enquiry in its fields.
    await page.goto("/services");
    await Promise.all([page.waitForURL(PATH), page.evaluate("history.go(-3)")]);
    await waitForHydration(page);
    await expectValues(page, EMPTY_ENQUIRY);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await expectNoSecurityReports(log);
  });
});

test("a failed send of 1,000 Devanagari characters keeps every value and offers the enquiry by e-mail, WhatsApp and Copy; a retry sends it once", async ({
  page,
  context,
  errorGuard,
}, testInfo) => {
  errorGuard.allow(/Enquiry not sent \(status 0\)/, /Failed to load resource/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const seen = watchEnquiries(page);
  await page.route(SEND_URL, (route) => route.abort("failed"));
  await page.setViewportSize(PHONE);
  await open(page, PATH);
  const devanagari = "नमस्ते, हम अपने घर के लिए एक शांत बैठक चाहते हैं। ".repeat(25);
  const { typed, sent } = enquiry(devanagari.slice(0, 1000).trimEnd().padEnd(1000, "क"));
  const whole = enquiryText(sent, labels);
  const fallback = form(page).getByRole("status");

  await test.step("Send on an empty form: the hints shown, axe clean", async () => {
    await sendButton(page).click();
    await expect(control(page, "fullName")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, testInfo);
  });

  await test.step("the send fails: every value kept, the failure said, Send focused again", async () => {
    await fill(page, typed);
    // From the keyboard: disabled while sending, Send drops focus, and the form gives it back.
    await sendButton(page).press("Enter");
    await expect.poll(() => seen.alerts).toEqual([FAILURE]);
    await expectValues(page, typed);
    await expect(sendButton(page)).toBeFocused();
  });

  await test.step("the e-mail and WhatsApp links: the enquiry cut to fit in 1,900 characters", async () => {
    const name = fillTemplate(words.mailFallback.link, { email: site.email });
    const link = fallback.getByRole("link", { name });
    const [address, query] = ((await link.getAttribute("href")) ?? "").split("?");
    const mail = new URLSearchParams(query);
    expect(address).toBe(`mailto:${site.email}`);
    expect(mail.get("subject")).toBe(
      fillTemplate(words.mailFallback.subject, { name: sent.fullName }),
    );
    const body = mail.get("body") ?? "";
    const ending = `…\r\n\r\n${words.mailFallback.shortenedNotice}`;
    expect(body.endsWith(ending), body).toBe(true);
    expect(whole.replace(/\n/g, "\r\n").startsWith(body.slice(0, -ending.length))).toBe(true);
    await expect(fallback).toContainText(words.mailFallback.shortened);
    const hrefs = await page
      .locator('a[href^="mailto:"], a[href^="https://wa.me/"]')
      .evaluateAll((links) => links.map((each) => each.getAttribute("href") ?? ""));
    expect(hrefs.some((href) => href.startsWith("https://wa.me/"))).toBe(Boolean(site.whatsapp));
    expect(hrefs.filter((href) => href.length > LINK_MAX_LENGTH)).toEqual([]);
  });

  await test.step("Copy enquiry puts the whole text on the clipboard", async () => {
    await fallback.getByRole("button", { name: words.mailFallback.copy }).click();
    await expect(fallback).toContainText(words.mailFallback.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole);
    await expectNoAxeViolations(page, testInfo);
    await page.setViewportSize(NARROW_PHONE);
    await expectNoHorizontalOverflow(page);
  });

  await test.step("a retry sends the enquiry once; the fallback goes", async () => {
    await page.unroute(SEND_URL);
    await sendButton(page).click();
    await expect.poll(() => seen.alerts).toEqual([FAILURE, SUCCESS]);
    await expect(fallback).toBeEmpty();
    await expectValues(page, EMPTY_ENQUIRY);
    await expect.poll(() => savedEnquiries(typed.email)).toEqual([sent]);
  });
});

test.describe("the form before its script is live", () => {
  /**
   * Types an enquiry and presses Send, then Enter in a field, as a visitor whose first press did
   * nothing: the note says why, and each value is still in its field. `expectNoLeak` checks that
   * no URL the page requested or navigated to holds a typed value.
   */
  async function typeAndSend(page: Page) {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    const { typed, sent } = enquiry();
    await fill(page, typed);
    await sendButton(page).click();
    await control(page, "fullName").press("Enter");
    const note = form(page).getByText(/JavaScript/);
    const mailto = note.getByRole("link", { name: site.email });
    await expect(mailto).toHaveAttribute("href", `mailto:${site.email}`);
    await expectValues(page, typed);
    const expectNoLeak = () => {
      const values = [typed.fullName, typed.email, typed.user_phone, typed.message];
      const leaks = urls
        .map((url) => decodeURIComponent(url.replace(/\+/g, " ")))
        .filter((url) => values.some((value) => url.includes(value)));
      expect(leaks, "URLs holding a typed value").toEqual([]);
    };
    expectNoLeak();
    return { typed, sent, expectNoLeak };
  }

  test("with JavaScript off, or every script blocked, Send keeps the values and the page says why", async ({
    page,
    browser,
    baseURL,
    errorGuard,
  }, testInfo) => {
    await test.step("JavaScript off", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const withoutScript = await context.newPage();
      await withoutScript.goto(PATH);
      await typeAndSend(withoutScript);
      await context.close();
    });
    await test.step("every script blocked: the note shows, where <noscript> would not", async () => {
      errorGuard.allow(/Failed to load resource/);
      await page.route(/\.js(\?|$)/, (route) => route.abort("blockedbyclient"));
      await page.goto(PATH);
      await typeAndSend(page);
      await expectNoAxeViolations(page, testInfo);
    });
  });

  // Without the icon, reading either storage throws, as where the browser refuses site data.
  const refuseStorage = `for (const name of ["localStorage", "sessionStorage"])
    Object.defineProperty(window, name, {
      get() { throw new DOMException("Refused", "SecurityError"); } });`;
  for (const icon of [false, true]) {
    test(`with the scripts held back until after Send, ${icon ? "an extension's icon by a field, so React renders anew" : "the site's storage refused"}: the values survive, nothing moves, one send`, async ({
      page,
      errorGuard,
    }) => {
      if (!icon) await page.addInitScript(refuseStorage);
      const seen = watchEnquiries(page);
      await recordLayoutShifts(page);
      const release = await holdScripts(page);
      await page.goto(PATH, { waitUntil: "domcontentloaded" });
      const { typed, sent, expectNoLeak } = await typeAndSend(page);
      if (icon) {
        errorGuard.allow("react.dev/errors/418"); // React's report of HTML it did not render
        await control(page, "email").evaluate((e) => {
          e.after(document.createElement("i"));
        });
      }
      release();
      await waitForHydration(page);
      await expectValues(page, typed);
      expect(seen.sends, "a press before the script was live is not replayed").toBe(0);
      await expectNoLayoutShift(page);
      await sendButton(page).click();
      await expect.poll(() => seen.alerts).toEqual([SUCCESS]);
      expect(seen.sends).toBe(1);
      await expect.poll(() => savedEnquiries(typed.email)).toEqual([sent]);
      expectNoLeak();
    });
  }
});
