import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "./ContactForm";

const content: Queries.ContactFormFragment = {
  labels: {
    fullName: "Full name",
    email: "E-mail address",
    countryCode: "Country code",
    phone: "Contact number",
    optional: "(optional)",
    message: "Your message",
    honeypot: "Leave this field empty",
    submit: "Send message",
    sending: "Sending…",
  },
  countries: [
    { value: "", label: "No country code" },
    { value: "+1", label: "+1 USA" },
    { value: "+91", label: "+91 India" },
    { value: "+61", label: "+61 Australia" },
  ],
  hints: {
    fullName: "Please enter a valid name",
    email: "Please enter a valid email address",
    message: "Message should be at least 10 characters long",
  },
  alerts: {
    phoneMissing: "Please enter a phone number for the selected country.",
    phoneInvalid: "Please enter a valid phone number for the selected country.",
    success: "Message sent successfully!",
    failure: "Message failed to send. Try again.",
  },
};

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
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  answerWith(200);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup();
  render(<ContactForm content={content} />);
  const field = {
    name: screen.getByLabelText("Full name"),
    email: screen.getByLabelText("E-mail address"),
    country: screen.getByLabelText("Country code"),
    phone: screen.getByLabelText(/Contact number/),
    message: screen.getByLabelText("Your message"),
    honeypot: screen.getByLabelText("Leave this field empty"),
  };
  const send = () => user.click(screen.getByRole("button", { name: /Send/ }));
  const fillValid = async () => {
    await user.type(field.name, "Zoë O'Brien");
    await user.type(field.email, "zoe@example.com");
    await user.type(field.message, "We are renovating a terrace house.");
  };
  return { user, field, send, fillValid };
}

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0] as [string, { body: string }];
  return JSON.parse(init.body);
}

describe("ContactForm fields", () => {
  it("has a visible label and the agreed name for every field", () => {
    const { field } = setup();
    expect(field.name).toHaveAttribute("name", "fullName");
    expect(field.email).toHaveAttribute("name", "email");
    expect(field.email).toHaveAttribute("type", "email");
    expect(field.country).toHaveAttribute("name", "country_code");
    expect(field.phone).toHaveAttribute("name", "user_phone");
    expect(field.phone).toHaveAttribute("maxlength", "15");
    expect(field.message).toHaveAttribute("name", "message");
    expect(field.message).toHaveAttribute("maxlength", "1000");
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
    expect(screen.getByText("Message should be at least 10 characters long")).toBeVisible();
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
});

describe("ContactForm honeypot", () => {
  it("sends nothing when a bot fills it, and acts as on success", async () => {
    const { field, fillValid, send, user } = setup();
    await fillValid();
    await user.type(field.honeypot, "https://spam.example");
    await send();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertSpy).toHaveBeenCalledWith("Message sent successfully!");
    expect(field.name).toHaveValue("");
  });
});
