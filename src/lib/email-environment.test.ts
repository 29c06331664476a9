import { resolveEmailConfig } from "./email-config";
import { BUNDLED_EMAIL_CONFIG, bundleEmailConfig, emailConfigOfBundle } from "./email-environment";

describe("emailConfigOfBundle", () => {
  it("reads the configuration the build resolved, as the build wrote it", () => {
    const resolved = resolveEmailConfig({
      GATSBY_EMAILJS_PUBLIC_KEY: "k",
      GATSBY_EMAILJS_SERVICE_ID: "s",
      GATSBY_EMAILJS_TEMPLATE_ID: "t",
      GATSBY_EMAILJS_ORIGIN: "https://mail.example/emailjs/",
    });
    expect(emailConfigOfBundle(JSON.stringify(resolved))).toEqual({
      mode: "emailjs",
      publicKey: "k",
      serviceId: "s",
      templateId: "t",
      origin: "https://mail.example",
    });
  });

  it("reads the variable the build sets (the tests set it as the build does)", () => {
    expect(process.env[BUNDLED_EMAIL_CONFIG]).toBeDefined();
    expect(bundleEmailConfig()).toMatchObject({ mode: "outbox" });
  });

  it.each([undefined, ""])("makes a bundle without it unable to send, naming the keys", (text) => {
    expect(emailConfigOfBundle(text)).toEqual({
      mode: "unusable",
      problem: {
        kind: "missing-keys",
        missing: [
          "GATSBY_EMAILJS_PUBLIC_KEY",
          "GATSBY_EMAILJS_SERVICE_ID",
          "GATSBY_EMAILJS_TEMPLATE_ID",
        ],
      },
    });
  });
});
