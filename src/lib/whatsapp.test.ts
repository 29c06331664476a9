import { whatsappDigits, whatsappUrl } from "./whatsapp";

const NUMBER = "+1 212 555 0142";

function textOf(url: string): string | null {
  return new URL(url).searchParams.get("text");
}

describe("whatsappDigits", () => {
  it.each([
    ["+1 212 555 0142", "12125550142"],
    ["+91 98200 12345", "919820012345"],
    ["+12125550142", "12125550142"],
  ])("%s gives %s", (number, digits) => {
    expect(whatsappDigits(number)).toBe(digits);
  });
});

describe("whatsappUrl", () => {
  it("opens a chat with the number alone when there is no text", () => {
    expect(whatsappUrl(NUMBER)).toBe("https://wa.me/12125550142");
    expect(whatsappUrl(NUMBER, "   ")).toBe("https://wa.me/12125550142");
  });

  it("carries the text percent-encoded: spaces, line breaks, & and # and any script", () => {
    const text = "Hello! A 2BHK & a terrace #Bandra\nनमस्ते";
    const url = whatsappUrl(NUMBER, text);
    expect(url).toMatch(/^https:\/\/wa\.me\/12125550142\?text=/);
    expect(url.slice(url.indexOf("?text=") + "?text=".length)).not.toMatch(/[ \n#&]/);
    expect(url).toContain("%20");
    expect(url).toContain("%0A");
    expect(url).toContain("%26");
    expect(url).toContain("%23");
    expect(textOf(url)).toBe(text);
  });

  it("keeps any length: the contact page caps the links that carry an enquiry", () => {
    const text = "नमस्ते ".repeat(400).trim();
    expect(textOf(whatsappUrl(NUMBER, text))).toBe(text);
  });
});
