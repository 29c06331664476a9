import { emailConfigWarning, OUTBOX_ORIGIN, resolveEmailConfig } from "./email-config";

const complete = {
  GATSBY_EMAILJS_PUBLIC_KEY: "public-key",
  GATSBY_EMAILJS_SERVICE_ID: "service_studio",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_enquiry",
};

describe("resolveEmailConfig", () => {
  it("uses EmailJS when its three values are set, on its own origin unless one is given", () => {
    expect(resolveEmailConfig(complete)).toEqual({
      mode: "emailjs",
      publicKey: "public-key",
      serviceId: "service_studio",
      templateId: "template_enquiry",
      origin: undefined,
    });
    expect(
      resolveEmailConfig({ ...complete, GATSBY_EMAILJS_ORIGIN: "https://mail.example" }),
    ).toMatchObject({ mode: "emailjs", origin: "https://mail.example" });
  });

  it("sends to the local outbox when nothing is configured", () => {
    expect(resolveEmailConfig({})).toMatchObject({ mode: "outbox", origin: OUTBOX_ORIGIN });
    expect(resolveEmailConfig({ GATSBY_EMAILJS_PUBLIC_KEY: "  " }).mode).toBe("outbox");
  });

  it("names what is missing when only part is configured", () => {
    expect(
      resolveEmailConfig({
        ...complete,
        GATSBY_EMAILJS_TEMPLATE_ID: "",
        GATSBY_EMAILJS_SERVICE_ID: undefined,
      }),
    ).toEqual({
      mode: "incomplete",
      missing: ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"],
    });
  });
});

describe("emailConfigWarning", () => {
  it("is silent when EmailJS is configured", () => {
    expect(emailConfigWarning(resolveEmailConfig(complete))).toBeNull();
  });

  it("names every missing variable", () => {
    expect(emailConfigWarning(resolveEmailConfig({}))).toMatch(
      /GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are missing/,
    );
    expect(
      emailConfigWarning(resolveEmailConfig({ ...complete, GATSBY_EMAILJS_PUBLIC_KEY: "" })),
    ).toMatch(/GATSBY_EMAILJS_PUBLIC_KEY missing/);
  });
});
