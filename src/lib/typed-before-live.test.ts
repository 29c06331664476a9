import { runHeadScript } from "../test-utils/head-script";
import { DRAFT_KEY } from "./enquiry-draft";
import { TYPING_ATTRIBUTE, typedBeforeLiveScript } from "./typed-before-live";

const html = document.documentElement;
/** A field of the form that is not the enquiry's (the honeypot is one). */
const TRAP = "studio_ref";
const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as unknown;

/** The server's form (two fields and the honeypot), and the head script run as the browser does. */
function serverPage(readyState: DocumentReadyState = "loading") {
  document.body.innerHTML = `<form><input name="fullName"><textarea name="message"></textarea><input name="${TRAP}"></form>`;
  runHeadScript(typedBeforeLiveScript, readyState);
  const fields = new Map(
    Array.from(document.querySelectorAll<HTMLInputElement>("[name]"), (field) => [
      field.name,
      field,
    ]),
  );
  const field = (name: string) => fields.get(name) ?? document.createElement("input");
  const type = (name: string, value: string) => {
    field(name).focus();
    field(name).value = value;
    field(name).dispatchEvent(new Event("input", { bubbles: true }));
  };
  return { field, type };
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  html.removeAttribute(TYPING_ATTRIBUTE);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("the contact page's head script, until the form is live", () => {
  it("keeps each value typed in the tab's draft, over the draft's other fields, never the honeypot", () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, values: { email: "draft@example.com", message: "Older." } }),
    );
    const { type } = serverPage();
    type("message", "Typed before the script ran.");
    type(TRAP, "https://spam.example");
    expect(stored()).toEqual({
      version: 1,
      values: { email: "draft@example.com", message: "Typed before the script ran." },
    });
  });

  it("starts a draft of its own where the stored one is not ours", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    serverPage().type("fullName", "Asha Rao");
    expect(stored()).toEqual({ version: 1, values: { fullName: "Asha Rao" } });
  });

  it("names the field being typed in, until it is left while still on the page", () => {
    const { field, type } = serverPage();
    expect(html).toHaveAttribute(TYPING_ATTRIBUTE, "");
    type("message", "Hello");
    expect(html).toHaveAttribute(TYPING_ATTRIBUTE, "message");
    field("fullName").focus();
    jest.runAllTimers();
    expect(html).toHaveAttribute(TYPING_ATTRIBUTE, "fullName");
    field("fullName").blur();
    jest.runAllTimers();
    expect(html).toHaveAttribute(TYPING_ATTRIBUTE, "");
  });

  it("keeps the name when the field is taken out of the page with focus in it (React rendering anew)", () => {
    const { field, type } = serverPage();
    type("message", "Hello");
    // Chromium reports the focused field's `focusout` while it is still in the page.
    field("message").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    document.querySelector("form")?.remove();
    jest.runAllTimers();
    expect(field("message").isConnected).toBe(false);
    expect(html).toHaveAttribute(TYPING_ATTRIBUTE, "message");
  });

  it("stops once the form is live (the mark taken off <html>)", () => {
    const { type } = serverPage();
    html.removeAttribute(TYPING_ATTRIBUTE);
    type("message", "Typed into the live form, which keeps its own draft.");
    expect(stored()).toBeNull();
    expect(html).not.toHaveAttribute(TYPING_ATTRIBUTE);
  });

  it("does nothing once the document has loaded (a client-side visit, live from its first render)", () => {
    const { type } = serverPage("complete");
    type("message", "Hello");
    expect(stored()).toBeNull();
    expect(html).not.toHaveAttribute(TYPING_ATTRIBUTE);
  });
});
