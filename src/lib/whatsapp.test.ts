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

  it("keeps a text that fits whole, even at exactly the cap", () => {
    const text = "Hello Studio Anvaya";
    const url = whatsappUrl(NUMBER, text);
    expect(whatsappUrl(NUMBER, text, url.length)).toBe(url);
  });

  it("cuts a text that does not fit at a word, marked with …, within the cap", () => {
    const text =
      "We would love a calm kitchen like the one in Bandra, with oak and limewash. ".repeat(40);
    for (const cap of [120, 500, 1_900]) {
      const url = whatsappUrl(NUMBER, text, cap);
      expect(url.length).toBeLessThanOrEqual(cap);
      const carried = textOf(url) ?? "";
      expect(carried.endsWith("…")).toBe(true);
      const kept = carried.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      expect(text.charAt(kept.length)).toMatch(/\s/);
      expect(url.length).toBeGreaterThan(cap - 40);
    }
  });

  it("never cuts inside a character, and counts the encoded length", () => {
    const text = "🏡".repeat(300);
    const url = whatsappUrl(NUMBER, text, 400);
    expect(url.length).toBeLessThanOrEqual(400);
    expect(() => decodeURIComponent(url)).not.toThrow();
    expect(textOf(url)).toMatch(/^(🏡)+…$/u);
  });

  it("carries no text when not even a character of it fits", () => {
    expect(whatsappUrl(NUMBER, "Hello", "https://wa.me/12125550142".length + 5)).toBe(
      "https://wa.me/12125550142",
    );
  });
});
