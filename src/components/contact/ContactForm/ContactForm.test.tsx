import { act, cleanup, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import {
  appendToMessage,
  clearEnquiry,
  DRAFT_KEY,
  EMPTY_ENQUIRY,
  getEnquiry,
  updateEnquiry,
} from "../../../lib/enquiry-draft";
import { LINK_MAX_LENGTH } from "../../../lib/enquiry-link";
import { contactFormContent as content } from "../../../test-utils/contact-form";
import { runHeadScript } from "../../../test-utils/head-script";
import { hydrate, serverRendered } from "../../../test-utils/hydrate";
import { firePointer } from "../../../test-utils/pointer";
import { siteIdentity } from "../../../test-utils/site-identity";
import { ContactForm } from "./ContactForm";
import { setUnsentEnquiry } from "./send-in-flight";
import { TYPING_ATTRIBUTE, typedBeforeLiveScript } from "../../../lib/typed-before-live";

const STUDIO_EMAIL = "hello@studioanvaya.example";

let alertSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
let fetchMock: jest.Mock;

/** fetch answering with `status`; `release` resolves a pending answer when `hold` is set. */
function answerWith(status: number, text = status === 200 ? "OK" : "Failed", hold = false) {
  let release: () => void = () => undefined;
  const response = { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
  fetchMock = jest.fn(
    () =>
      new Promise((resolve) => {
        if (hold) {
          release = () => {
            resolve(response);
          };
        } else {
          resolve(response);
        }
      }),
  );
  global.fetch = fetchMock;
  return () => {
    release();
  };
}

beforeEach(() => {
  // The fallback's WhatsApp link reads the studio's number (content/site.yaml).
  jest.mocked(useStaticQuery).mockReturnValue(siteIdentity);
  clearEnquiry();
  // The failed enquiry is kept for the tab, which every test shares.
  setUnsentEnquiry(null);
  sessionStorage.clear();
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  answerWith(200);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function setup() {
  // No timer between keystrokes: the form reacts to each key, never to time (10 → 7 s a run).
  const user = userEvent.setup({ delay: null });
  render(<ContactForm content={content} studioEmail={STUDIO_EMAIL} />);
  const field = {
    name: screen.getByLabelText("Full name"),
    email: screen.getByLabelText("E-mail address"),
    country: screen.getByLabelText("Country code"),
    phone: screen.getByLabelText(/Contact number/),
    message: screen.getByLabelText("Your message"),
    honeypot: screen.getByLabelText("Leave this field empty"),
  };
  const button = screen.getByRole("button", { name: /Send/ });
  const send = () => user.click(button);
  const fillValid = async () => {
    await user.type(field.name, "Zoë O'Brien");
    await user.type(field.email, "zoe@example.com");
    await user.type(field.message, "We are renovating a terrace house.");
  };
  return { user, field, button, send, fillValid };
}

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0] as [string, { body: string }];
  return JSON.parse(init.body);
}

describe("ContactForm fields", () => {
  it("has a visible label, the agreed name and autofill's token for every field", () => {
    const { field } = setup();
    expect(field.name).toHaveAttribute("name", "fullName");
    expect(field.email).toHaveAttribute("name", "email");
    expect(field.email).toHaveAttribute("type", "email");
    expect(field.country).toHaveAttribute("name", "country_code");
    expect(field.phone).toHaveAttribute("name", "user_phone");
    expect(field.phone).toHaveAttribute("maxlength", "15");
    expect(field.message).toHaveAttribute("name", "message");
    expect(field.message).toHaveAttribute("maxlength", "1000");
    // Autofill's tokens; off for the message, which browsers then never put back from history.
    expect(
      [field.name, field.email, field.country, field.phone, field.message].map((control) =>
        control.getAttribute("autocomplete"),
      ),
    ).toEqual(["name", "email", "tel-country-code", "tel-national", "off"]);
    expect(
      Array.from((field.country as HTMLSelectElement).options).map((option) => option.value),
    ).toEqual(["", "+1", "+91", "+61"]);
    expect(field.honeypot).not.toHaveAttribute("type", "hidden");
  });
});

describe("ContactForm hints on submit", () => {
  it("marks every invalid field, links its hint and focuses the first one; nothing is sent", async () => {
    const { field, send, user } = setup();
    await user.type(field.email, "not-an-address");
    await send();

    expect(field.name).toHaveAttribute("aria-invalid", "true");
    expect(field.name).toHaveAccessibleDescription("Please enter a valid name");
    expect(field.email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(field.message).toHaveAccessibleDescription(
      "Message should be at least 10 characters long",
    );
    expect(field.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("clears a hint once the field is corrected", async () => {
    const { field, send, user } = setup();
    await send();
    await user.type(field.name, "Ira Mehta");
    expect(field.name).not.toHaveAttribute("aria-invalid");
    expect(field.name).not.toHaveAccessibleDescription();
  });
});

describe("ContactForm hints when Send is pressed straight from an invalid field", () => {
  it("submits, showing every hint and focusing the first invalid field", async () => {
    const { field, send, user } = setup();
    await user.type(field.name, "Ira Mehta");
    await user.type(field.message, "Too short");
    await send();
    expect(field.email).toHaveAttribute("aria-invalid", "true");
    expect(field.message).toHaveAttribute("aria-invalid", "true");
    expect(field.email).toHaveFocus();
  });
});

describe("ContactForm hints on blur", () => {
  it("shows a hint when a touched field is left invalid, and none for untouched fields", async () => {
    const { field, user } = setup();
    await user.click(field.name);
    await user.tab();
    expect(field.name).not.toHaveAttribute("aria-invalid");

    await user.type(field.message, "Too short");
    await user.tab();
    expect(field.message).toHaveAttribute("aria-invalid", "true");
    expect(field.message).toHaveAccessibleDescription(
      "Message should be at least 10 characters long",
    );
  });

  // A phone's tap on Send: pointerdown, pointerup, the finger's pointerout and pointerleave, then
  // the mousedown that moves focus (the blur) and the click. A hint shown at that blur would move
  // Send before the click, and Chromium's click would miss it.
  it.each([
    ["a finger lifted off Send: no hint yet", "touch", ["pointerOut"], false],
    ["a mouse moved off Send while pressed: the hint", "mouse", ["pointerOut"], true],
    ["a touch the browser took for a scroll: the hint", "touch", ["pointerCancel"], true],
  ] as const)("at the blur after %s", async (_, pointerType, after, hint) => {
    const { field, user } = setup();
    await user.type(field.message, "Too short");
    const send = screen.getByRole("button", { name: /Send/ });
    for (const name of ["pointerDown", ...after] as const) firePointer(send, name, pointerType);
    act(() => {
      field.message.blur();
    });
    expect(field.message.getAttribute("aria-invalid") === "true").toBe(hint);
  });
});

describe("ContactForm phone rules", () => {
  it("asks for a number when a country is chosen without one, and sends nothing", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.selectOptions(field.country, "+91");
    await send();
    expect(alertSpy).toHaveBeenCalledWith("Please enter a phone number for the selected country.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a number that does not fit the country, and sends nothing", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.selectOptions(field.country, "+1");
    await user.type(field.phone, "1125550187");
    await send();
    expect(alertSpy).toHaveBeenCalledWith(
      "Please enter a valid phone number for the selected country.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks the number invalid with the alert's words once it is gone, until it changes", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    expect(field.phone).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(field.country, "+91");
    await send();
    expect(field.phone).toHaveFocus();
    expect(field.phone).toHaveAttribute("aria-invalid", "true");
    expect(field.phone).toHaveAccessibleDescription(
      "Please enter a phone number for the selected country.",
    );
    await user.type(field.phone, "9");
    expect(field.phone).not.toHaveAttribute("aria-invalid");
    expect(field.phone).not.toHaveAccessibleDescription();
  });
});

describe("ContactForm success", () => {
  it("sends the trimmed enquiry, says so and resets the form", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.type(field.name, "  ");
    await user.selectOptions(field.country, "+1");
    await user.type(field.phone, "(212) 555-0187");
    await send();

    expect(sentBody()).toMatchObject({
      template_params: {
        fullName: "Zoë O'Brien",
        email: "zoe@example.com",
        user_phone: "+1 2125550187",
        message: "We are renovating a terrace house.",
      },
    });
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(field.name).toHaveValue("");
    expect(field.country).toHaveValue("");
    expect(field.message).toHaveValue("");
    // The emptied form asks for nothing yet: no field is marked, no hint shows.
    for (const control of [field.name, field.email, field.phone, field.message]) {
      expect(control).not.toHaveAttribute("aria-invalid");
    }
  });

  it("drops a number typed without a country", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.type(field.phone, "12345");
    await send();
    expect(sentBody()).toMatchObject({ template_params: { user_phone: "" } });
  });
});

describe("ContactForm failure", () => {
  it("says so, logs the failure and keeps every value", async () => {
    answerWith(451, "Unavailable For Headless Browser");
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.selectOptions(field.country, "+61");
    await user.type(field.phone, "412 345 678");
    await send();

    expect(alertSpy).toHaveBeenCalledWith("Message failed to send. Try again.");
    expect(errorSpy).toHaveBeenCalledWith(
      expect.stringContaining("Unavailable For Headless Browser"),
    );
    expect(field.name).toHaveValue("Zoë O'Brien");
    expect(field.email).toHaveValue("zoe@example.com");
    expect(field.country).toHaveValue("+61");
    expect(field.phone).toHaveValue("412 345 678");
    expect(field.message).toHaveValue("We are renovating a terrace house.");
  });
});

describe("ContactForm while sending", () => {
  it("disables the button, says it is sending, and a double click sends once", async () => {
    const release = answerWith(200, "OK", true);
    const { fillValid, user } = setup();
    await fillValid();
    const button = screen.getByRole("button", { name: "Send message" });
    await user.dblClick(button);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Sending…");

    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(button).toBeEnabled();
  });

  it("keeps, after a success, what was typed while the send was on its way", async () => {
    const release = answerWith(200, "OK", true);
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await send();
    await user.type(field.message, " Also the study.");
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(field.name).toHaveValue("");
    expect(field.message).toHaveValue("We are renovating a terrace house. Also the study.");
  });

  it("stays busy in a form mounted again during the send (the page left and back): one send", async () => {
    const release = answerWith(200, "OK", true);
    const { fillValid, send } = setup();
    await fillValid();
    await send();
    cleanup();
    const again = setup();
    expect(screen.getByRole("button", { name: /Send/ })).toBeDisabled();
    await again.send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(screen.getByRole("button", { name: /Send/ })).toBeEnabled();
  });
});

describe("ContactForm honeypot attributes", () => {
  /**
   * Words autofill goes by: the HTML standard's autofill field names and the words Chrome,
   * Firefox, Safari and password managers look for in a field's name or label.
   */
  const AUTOFILL_WORDS =
    /name|mail|tel|phone|mobile|fax|address|street|line|city|town|zip|post|country|state|region|province|company|organi[sz]ation|business|url|web|site|home|page|user|login|pass|card|cc|cvc|csc|exp|bday|birth|sex|gender|title|honorific|nick|photo|impp|search|promo|coupon|code|otp|iban|upi|number/i;

  it("has a name and label no autofill recognises, and a value that turns Chrome's autofill off", () => {
    const { field } = setup();
    const name = field.honeypot.getAttribute("name") ?? "";
    expect(name).toBe("studio_ref");
    expect(name).not.toMatch(AUTOFILL_WORDS);
    const label = document.querySelector(`label[for="${field.honeypot.id}"]`)?.textContent;
    expect(label).toBe("Leave this field empty");
    expect(label).not.toMatch(AUTOFILL_WORDS);
    // Not "off" (which Chrome ignores for its Autofill) and not an autofill field name.
    expect(field.honeypot).toHaveAttribute("autocomplete", "none");
    expect(field.honeypot).toHaveAttribute("type", "text");
    expect(field.honeypot).toHaveAttribute("tabindex", "-1");
    expect(field.honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("ContactForm honeypot", () => {
  it("sends nothing when a bot fills it, and acts as on success: the form and its draft emptied", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.type(field.honeypot, "https://spam.example");
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain("terrace house");
    await send();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(field.name).toHaveValue("");
    expect(field.honeypot).toHaveValue("");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe("ContactForm e-mail fallback after a failed send", () => {
  /** A mailto: link's address, subject and body, decoded as a mail program reads them. */
  function mailParams(href: string | null): { to: string; subject: string; body: string } {
    const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href ?? "");
    expect(match).not.toBeNull();
    const [, to = "", subject = "", body = ""] = match ?? [];
    return {
      to: decodeURIComponent(to),
      subject: decodeURIComponent(subject),
      body: decodeURIComponent(body),
    };
  }

  function fallbackLink() {
    return within(screen.getByRole("status")).queryByRole("link", {
      name: `Write to ${STUDIO_EMAIL}`,
    });
  }

  it("is an empty live region until a send fails", async () => {
    const { fillValid, send } = setup();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await fillValid();
    await send();
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("offers the studio's address with the whole enquiry in subject and body, focus left alone", async () => {
    answerWith(429, "Too Many Requests");
    const { button, field, fillValid, send, user } = setup();
    await fillValid();
    await user.type(field.name, "  ");
    await user.selectOptions(field.country, "+61");
    await user.type(field.phone, "0412 345 678");
    await user.type(field.message, "{Enter}Two rooms & a hall?");
    await send();

    expect(alertSpy).toHaveBeenCalledWith("Message failed to send. Try again.");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Or send the same enquiry from your own e-mail.");
    // Read whole as it appears; later, Copy's confirmation alone (a status is atomic by default).
    expect(status).toHaveAttribute("aria-atomic", "false");
    const link = fallbackLink();
    expect(link).not.toBeNull();
    expect(mailParams(link?.getAttribute("href") ?? null)).toEqual({
      to: STUDIO_EMAIL,
      subject: "Enquiry from Zoë O'Brien",
      body: [
        "Full name: Zoë O'Brien",
        "E-mail address: zoe@example.com",
        "Contact number: +61 412345678",
        "",
        "Your message:",
        "We are renovating a terrace house.",
        "Two rooms & a hall?",
      ].join("\r\n"),
    });
    expect(link?.getAttribute("href")).toContain("%0D%0A");
    expect(link?.getAttribute("href")).toContain("Enquiry%20from%20Zo%C3%AB%20O'Brien");
    expect(link?.getAttribute("href")).not.toMatch(/[ \n+]/);
    expect(button).toHaveFocus();
  });

  it("leaves the phone out of the body when none was given", async () => {
    answerWith(451, "Unavailable For Headless Browser");
    const { fillValid, send } = setup();
    await fillValid();
    await send();
    const { body } = mailParams(fallbackLink()?.getAttribute("href") ?? null);
    expect(body).toBe(
      "Full name: Zoë O'Brien\r\nE-mail address: zoe@example.com\r\n\r\nYour message:\r\nWe are renovating a terrace house.",
    );
  });

  it("follows an edit made after the failure, and keeps the failed enquiry while one is invalid", async () => {
    answerWith(500);
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await send();
    await user.type(field.message, " And the study.");
    const { body } = mailParams(fallbackLink()?.getAttribute("href") ?? null);
    expect(body).toMatch(/terrace house\. And the study\.$/);
    await user.clear(field.email);
    expect(mailParams(fallbackLink()?.getAttribute("href") ?? null).body).toContain(
      "E-mail address: zoe@example.com",
    );
  });

  it("is offered by the form mounted again when the send fails after the page was left", async () => {
    const release = answerWith(500, "Server error", true);
    const { fillValid, send } = setup();
    await fillValid();
    await send();
    cleanup();
    setup();
    await act(async () => {
      release();
      await Promise.resolve();
    });

    expect(alertSpy).toHaveBeenCalledWith("Message failed to send. Try again.");
    expect(screen.getByRole("button", { name: /Send/ })).toBeEnabled();
    const { body } = mailParams(fallbackLink()?.getAttribute("href") ?? null);
    expect(body).toBe(
      "Full name: Zoë O'Brien\r\nE-mail address: zoe@example.com\r\n\r\nYour message:\r\nWe are renovating a terrace house.",
    );
  });

  it("disappears again once a send succeeds", async () => {
    // The network drops: fetch() rejects.
    global.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const { fillValid, send } = setup();
    await fillValid();
    await send();
    expect(fallbackLink()).not.toBeNull();

    answerWith(200);
    await send();
    expect(alertSpy).toHaveBeenLastCalledWith("Message sent successfully!");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

describe("ContactForm before the script is live (the server's HTML)", () => {
  const props = { content, studioEmail: STUDIO_EMAIL };

  it("cannot submit natively, and says why under Send, with the studio's address", () => {
    const host = serverRendered(<ContactForm {...props} />);
    const form = host.querySelector("form");
    // A dialog-method submission outside a dialog does nothing: no URL, no navigation.
    expect(form).toHaveAttribute("method", "dialog");
    expect(form).not.toHaveAttribute("action");
    const send = within(host).getByRole("button", { name: /Send/ });
    expect(send).toHaveAttribute("type", "submit");
    expect(send).toHaveAccessibleDescription(/^Sending needs JavaScript.*write to hello@/);
    expect(within(host).getByRole("link", { name: STUDIO_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${STUDIO_EMAIL}`,
    );
    host.remove();
  });

  it("keeps what was typed before React took over, through hydration, over an older draft", async () => {
    updateEnquiry({ email: "draft@example.com", message: "An older draft." });
    // The server renders the empty form, whatever this tab's draft holds.
    const host = serverRendered(<ContactForm {...props} />);
    const field = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const typed = { fullName: "Early Typist", message: "Typed before the script ran." };
    Object.entries(typed).forEach(([name, value]) => {
      const control = field(name);
      if (control) control.value = value;
    });

    const done = await hydrate(host, <ContactForm {...props} />);
    expect(field("fullName")).toHaveValue(typed.fullName);
    expect(field("message")).toHaveValue(typed.message);
    expect(field("email")).toHaveValue("draft@example.com");
    expect(getEnquiry()).toMatchObject({ ...typed, email: "draft@example.com" });
    // Live now: Send is no longer described by the note, which is hidden.
    expect(within(host).getByRole("button", { name: /Send/ })).not.toHaveAttribute(
      "aria-describedby",
    );
    expect(within(host).queryByRole("link", { name: STUDIO_EMAIL })).toBeNull();
    done();
  });

  it("keeps what was typed, and the caret, when a translation of the page makes React render it anew", async () => {
    const host = serverRendered(<ContactForm {...props} />);
    runHeadScript(typedBeforeLiveScript); // as the browser runs it, before the page's code
    const typed = { fullName: "Early Typist", message: "Typed before the script ran." };
    Object.entries(typed).forEach(([name, value]) => {
      const control = host.querySelector<HTMLInputElement>(`[name="${name}"]`);
      control?.focus();
      if (control) control.value = value;
      control?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    // Chrome's translation puts each text in an element (<font>); React's HTML no longer matches.
    const label = host.querySelector("label")?.firstChild;
    label?.replaceWith(Object.assign(document.createElement("span"), { textContent: "Nom" }));

    const reported: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <ContactForm {...props} />, {
        onRecoverableError: (error) => reported.push(error),
      });
      await Promise.resolve();
    });
    expect(reported).not.toEqual([]);
    const message = host.querySelector("textarea");
    expect(message).toHaveValue(typed.message);
    expect(host.querySelector('[name="fullName"]')).toHaveValue(typed.fullName);
    expect(message).toHaveFocus();
    expect(message?.selectionStart).toBe(typed.message.length);
    expect(document.documentElement).not.toHaveAttribute(TYPING_ATTRIBUTE);
    act(() => {
      root?.unmount();
    });
    host.remove();
  });

  describe("on a page loaded for a history entry (Back, Forward, history.go)", () => {
    /** The server's form, its fields holding what the browser put back from the entry. */
    function loadedFromHistory() {
      const navigation = { entryType: "navigation", name: "", startTime: 0, duration: 0 };
      const entry = { ...navigation, type: "back_forward", toJSON: () => navigation };
      jest.spyOn(performance, "getEntriesByType").mockReturnValue([entry]);
      const host = serverRendered(<ContactForm {...props} />);
      const field = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`);
      const old = { fullName: "Sent Name", country_code: "+91", message: "Sent a week ago." };
      Object.entries(old).forEach(([name, value]) => {
        const control = field(name);
        if (control) control.value = value;
      });
      return { host, field };
    }

    it("takes in nothing the browser put back, only the field being typed in: the others show the draft", async () => {
      updateEnquiry({ email: "draft@example.com", user_phone: "98765 43210" });
      const { host, field } = loadedFromHistory();
      const phone = field("user_phone");
      if (phone) phone.value = "98765 4321";
      phone?.focus();
      const done = await hydrate(host, <ContactForm {...props} />);
      const draft = { email: "draft@example.com", user_phone: "98765 4321" };
      expect(getEnquiry()).toEqual({ ...EMPTY_ENQUIRY, ...draft });
      expect(sessionStorage.getItem(DRAFT_KEY)).not.toMatch(/Sent|\+91/);
      expect(field("fullName")).toHaveValue("");
      expect(field("country_code")).toHaveValue("");
      expect(field("message")).toHaveValue("");
      expect(field("email")).toHaveValue(draft.email);
      expect(field("user_phone")).toHaveValue(draft.user_phone);
      done();
    });
  });

  it("has no note when reached by client-side navigation (live from its first render)", () => {
    setup();
    expect(screen.queryByText(/Sending needs JavaScript/)).toBeNull();
  });
});

describe("ContactForm draft", () => {
  it("shows the tab's draft and keeps it as the visitor types, never the honeypot", async () => {
    updateEnquiry({ fullName: "Zoë", message: "A draft from before the reload." });
    const { field, user } = setup();
    expect(field.name).toHaveValue("Zoë");
    expect(field.message).toHaveValue("A draft from before the reload.");
    await user.type(field.name, " O'Brien");
    await user.type(field.honeypot, "https://spam.example");
    const stored = sessionStorage.getItem(DRAFT_KEY) ?? "";
    expect(JSON.parse(stored)).toMatchObject({ values: { fullName: "Zoë O'Brien" } });
    expect(stored).not.toContain("spam");
    expect(localStorage.length).toBe(0);
  });

  it("is cleared by a successful send, and kept by a failed one", async () => {
    answerWith(500, "Internal Server Error");
    const { fillValid, send } = setup();
    await fillValid();
    await send();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain("terrace house");
    answerWith(200);
    await send();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows text another module appends to the message", async () => {
    const { field, user } = setup();
    await user.type(field.message, "A calmer room.");
    act(() => {
      appendToMessage("My shortlist:\n- Laterite villa");
    });
    expect(field.message).toHaveValue("A calmer room.\n\nMy shortlist:\n- Laterite villa");
  });
});

describe("ContactForm Copy enquiry after a failed send", () => {
  const FULL_TEXT = [
    "Full name: Zoë O'Brien",
    "E-mail address: zoe@example.com",
    "",
    "Your message:",
    "We are renovating a terrace house.",
  ].join("\n");

  it("puts the whole enquiry on the clipboard and says so", async () => {
    answerWith(451);
    const { fillValid, send, user } = setup();
    await fillValid();
    await send();
    await user.click(screen.getByRole("button", { name: "Copy enquiry" }));
    expect(await navigator.clipboard.readText()).toBe(FULL_TEXT);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Copied: the whole enquiry is on your clipboard.",
    );
  });

  it("shows the whole enquiry selected, to copy by hand, where the browser refuses", async () => {
    answerWith(451);
    const { fillValid, send, user } = setup();
    await fillValid();
    await send();
    jest
      .spyOn(navigator.clipboard, "writeText")
      .mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Copy enquiry" }));
    const manual = await screen.findByRole("textbox", { name: /did not let the page copy/ });
    expect(manual).toHaveValue(FULL_TEXT);
    expect(manual).toHaveFocus();
    const area = manual as HTMLTextAreaElement;
    expect([area.selectionStart, area.selectionEnd]).toEqual([0, FULL_TEXT.length]);
  });

  it("says when the link carries a shortened message, the link within 1,900 characters", async () => {
    answerWith(451);
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.clear(field.message);
    await user.click(field.message);
    await user.paste("नमस्ते ".repeat(140));
    await send();
    const link = within(screen.getByRole("status")).getByRole("link", { name: /Write to/ });
    expect(link.getAttribute("href")?.length).toBeLessThanOrEqual(1900);
    expect(screen.getByRole("status")).toHaveTextContent(
      "The link carries a shortened copy: use Copy enquiry.",
    );
  });

  it("offers the same enquiry on WhatsApp beside the e-mail link, under the same cap", async () => {
    answerWith(451);
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.click(field.message);
    await user.paste(" नमस्ते".repeat(140));
    await send();
    const link = within(screen.getByRole("status")).getByRole("link", {
      name: "Send it on WhatsApp (opens in a new tab)",
    });
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/12125550142\?text=/);
    expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    const text = new URL(href).searchParams.get("text") ?? "";
    expect(text).toMatch(
      /^Full name: Zoë O'Brien\nE-mail address: zoe@example\.com\n\nYour message:\nWe are renovating a terrace house\. नमस्ते/,
    );
    expect(text.endsWith("…\n\n[Shortened to fit in a WhatsApp link.]")).toBe(true);
  });
});

describe("ContactForm by keyboard", () => {
  it("Tab visits the fields in order, then Send, never the honeypot", async () => {
    const { button, field, user } = setup();
    await user.click(field.name);
    const visited = [];
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      visited.push(document.activeElement);
    }
    expect(visited).toEqual([field.email, field.country, field.phone, field.message, button]);
  });

  it("Enter in a text field submits the form: it sends when valid", async () => {
    const { field, fillValid, user } = setup();
    await fillValid();
    await user.type(field.email, "{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
  });
});
