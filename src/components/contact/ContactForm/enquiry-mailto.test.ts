import { enquiryMailBody, enquiryMailto } from "./enquiry-mailto";

const copy = {
  subject: "Enquiry from {name}",
  labels: { fullName: "Full name", email: "E-mail address", phone: "Contact number" },
};

const enquiry = {
  fullName: "Zoë O'Brien",
  email: "zoe+home@example.com",
  user_phone: "+61 412345678",
  message: "A calmer living room & study?\nBudget: 50% now.",
};

/** The query parameters of a mailto: URL, decoded as a mail program decodes them. */
function query(href: string): Record<string, string> {
  const [, search = ""] = href.split("?");
  return Object.fromEntries(
    search.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

describe("enquiryMailto", () => {
  it("addresses the studio and carries the subject and the whole enquiry", () => {
    const href = enquiryMailto("hello@studioanvaya.example", enquiry, copy);
    expect(href.startsWith("mailto:hello@studioanvaya.example?")).toBe(true);
    expect(query(href)).toEqual({
      subject: "Enquiry from Zoë O'Brien",
      body: [
        "Full name: Zoë O'Brien",
        "E-mail address: zoe+home@example.com",
        "Contact number: +61 412345678",
        "",
        "A calmer living room & study?",
        "Budget: 50% now.",
      ].join("\r\n"),
    });
  });

  it("encodes as RFC 6068 asks: spaces as %20, line breaks as %0D%0A, & ? % + encoded", () => {
    const href = enquiryMailto("hello@studioanvaya.example", enquiry, copy);
    expect(href).toBe(
      "mailto:hello@studioanvaya.example" +
        "?subject=Enquiry%20from%20Zo%C3%AB%20O'Brien" +
        "&body=Full%20name%3A%20Zo%C3%AB%20O'Brien" +
        "%0D%0AE-mail%20address%3A%20zoe%2Bhome%40example.com" +
        "%0D%0AContact%20number%3A%20%2B61%20412345678" +
        "%0D%0A" +
        "%0D%0AA%20calmer%20living%20room%20%26%20study%3F" +
        "%0D%0ABudget%3A%2050%25%20now.",
    );
    expect(href).not.toMatch(/[ \n\r+]/);
  });

  it("leaves the phone out when none was given", () => {
    expect(enquiryMailBody({ ...enquiry, user_phone: "" }, copy)).toBe(
      "Full name: Zoë O'Brien\r\nE-mail address: zoe+home@example.com\r\n\r\n" +
        "A calmer living room & study?\r\nBudget: 50% now.",
    );
  });

  it("writes every kind of line break in the message as CRLF", () => {
    const body = enquiryMailBody({ ...enquiry, message: "one\r\ntwo\rthree\nfour" }, copy);
    expect(body.endsWith("one\r\ntwo\r\nthree\r\nfour")).toBe(true);
  });
});
