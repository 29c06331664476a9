/** @jest-environment node */
import { resolveEmailConfig } from "../lib/email-config";
import { EMAILJS_API_ORIGIN, emailConnectOrigin } from "./connect-origins";

const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "public-key",
  GATSBY_EMAILJS_SERVICE_ID: "service",
  GATSBY_EMAILJS_TEMPLATE_ID: "template",
};

describe("emailConnectOrigin", () => {
  test("EmailJS without an origin: EmailJS's own API", () => {
    expect(emailConnectOrigin(resolveEmailConfig(KEYS))).toBe(EMAILJS_API_ORIGIN);
  });

  test("EmailJS through a configured origin: that origin, without path or trailing slash", () => {
    const config = resolveEmailConfig({
      ...KEYS,
      GATSBY_EMAILJS_ORIGIN: "https://mail.example.com/emailjs/",
    });
    expect(emailConnectOrigin(config)).toBe("https://mail.example.com");
  });

  test("no keys: the development outbox, on its default or configured address", () => {
    expect(emailConnectOrigin(resolveEmailConfig({}))).toBe("http://127.0.0.1:8025");
    expect(
      emailConnectOrigin(resolveEmailConfig({ GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:8125" })),
    ).toBe("http://127.0.0.1:8125");
  });

  test("some keys missing: nothing, since the form never sends", () => {
    expect(
      emailConnectOrigin(resolveEmailConfig({ GATSBY_EMAILJS_PUBLIC_KEY: "public-key" })),
    ).toBeNull();
  });

  test("an origin that is not an http(s) URL is refused with its value", () => {
    expect(() =>
      emailConnectOrigin(resolveEmailConfig({ ...KEYS, GATSBY_EMAILJS_ORIGIN: "api.example" })),
    ).toThrow('GATSBY_EMAILJS_ORIGIN is not a URL: "api.example"');
    expect(() =>
      emailConnectOrigin(
        resolveEmailConfig({ ...KEYS, GATSBY_EMAILJS_ORIGIN: "ftp://api.example" }),
      ),
    ).toThrow("must be an http(s) origin");
  });
});
