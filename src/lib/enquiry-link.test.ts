import { contactFormContent, sampleEnquiry as enquiry } from "../test-utils/contact-form";
import {
  cappedLink,
  enquiryMailto,
  enquiryText,
  LINK_MAX_LENGTH,
  shortenToFit,
  wellFormed,
} from "./enquiry-link";

const { labels, mailFallback } = contactFormContent;
const NOTICE = mailFallback.shortenedNotice;
const copy = { subject: mailFallback.subject, shortenedNotice: NOTICE, labels };
const STUDIO = "hello@studioanvaya.example";

/** A mailto: URL's address, subject and body, decoded as a mail program decodes them. */
function readMailto(href: string): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href);
  if (!match) throw new Error(`not a mailto: link with a subject and a body: ${href}`);
  const [, to = "", subject = "", body = ""] = match;
  return {
    to,
    subject: decodeURIComponent(subject),
    body: decodeURIComponent(body),
  };
}

describe("enquiryText", () => {
  it("names every field with its form label, the message last", () => {
    expect(enquiryText(enquiry, labels)).toBe(
      [
        "Full name: Zoë O'Brien",
        "E-mail address: zoe+home@example.com",
        "Contact number: +61 412345678",
        "",
        "Your message:",
        "A calmer living room & study?",
        "Budget: 50% now.",
      ].join("\n"),
    );
  });

  it("leaves the phone out when none was given", () => {
    expect(enquiryText({ ...enquiry, user_phone: "" }, labels)).not.toContain("Contact number");
  });
});

describe("enquiryMailto with a message that fits", () => {
  it("addresses the studio and carries the subject and the whole enquiry, CRLF line breaks", () => {
    const { href, shortened } = enquiryMailto(STUDIO, enquiry, copy);
    expect(shortened).toBe(false);
    expect(readMailto(href)).toEqual({
      to: STUDIO,
      subject: "Enquiry from Zoë O'Brien",
      body: enquiryText(enquiry, labels).replace(/\n/g, "\r\n"),
    });
  });

  it("encodes as RFC 6068 asks: spaces as %20, line breaks as %0D%0A, & ? % + encoded", () => {
    const { href } = enquiryMailto(STUDIO, enquiry, copy);
    expect(href).toContain("?subject=Enquiry%20from%20Zo%C3%AB%20O'Brien&body=Full%20name%3A%20");
    expect(href).toContain("%0D%0AE-mail%20address%3A%20zoe%2Bhome%40example.com%0D%0A");
    expect(href).toContain(
      "A%20calmer%20living%20room%20%26%20study%3F%0D%0ABudget%3A%2050%25%20now.",
    );
    expect(href).not.toMatch(/[ \n\r+]/);
  });

  it("writes every kind of line break in the message as CRLF", () => {
    const { href } = enquiryMailto(
      STUDIO,
      { ...enquiry, message: "one\r\ntwo\rthree\nfour" },
      copy,
    );
    expect(readMailto(href).body.endsWith("one\r\ntwo\r\nthree\r\nfour")).toBe(true);
  });
});

/** 1,000 UTF-16 units (the message's limit) of each kind of text, and whether it must be cut. */
const LONG_MESSAGES: [string, string, boolean][] = [
  ["ASCII words", "We would like a calmer living room. ".repeat(28).slice(0, 1000), false],
  ["ASCII without spaces", "x".repeat(1000), false],
  ["ASCII line breaks", "ab\n".repeat(333) + "c", true],
  ["ASCII punctuation", "&%?+ ".repeat(200), true],
  ["blank lines between words", "a\n\n\n\n".repeat(200), true],
  ["emoji", "😀".repeat(500), true],
  ["emoji with ZWJ and words", "👩‍👩‍👧 family room ".repeat(55).slice(0, 1000), true],
  ["Devanagari", "नमस्ते हम एक शांत बैठक चाहते हैं। ".repeat(30).slice(0, 1000), true],
  ["Devanagari without spaces", "क्ष".repeat(333), true],
  ["Arabic", "غرفة معيشة هادئة ".repeat(60).slice(0, 1000), true],
];

describe("enquiryMailto at the message's limit: every URL within 1,900 characters", () => {
  it.each(LONG_MESSAGES)("%s", (_label, message, mustShorten) => {
    const { href, shortened } = enquiryMailto(STUDIO, { ...enquiry, message }, copy);
    expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    expect(shortened).toBe(mustShorten);
    const { body } = readMailto(href);
    const written = message.replace(/\n/g, "\r\n");
    if (!mustShorten) {
      expect(body.endsWith(`Your message:\r\n${written}`)).toBe(true);
      return;
    }
    // Cut, marked with an ellipsis, and said so on a line of its own.
    expect(body.endsWith(`…\r\n\r\n${NOTICE}`)).toBe(true);
    const kept = body.split("Your message:\r\n")[1]?.split(`…\r\n\r\n${NOTICE}`)[0] ?? "";
    expect(kept.length).toBeGreaterThan(0);
    expect(written.startsWith(kept)).toBe(true);
    // As much as fits: no more than one word's worth of room is left unused.
    expect(href.length).toBeGreaterThan(LINK_MAX_LENGTH - 130);
  });

  it("cuts between words, never inside one, when the text has spaces", () => {
    const message = "शांत ".repeat(200);
    const { href } = enquiryMailto(STUDIO, { ...enquiry, message }, copy);
    const kept = readMailto(href).body.split("Your message:\r\n")[1]?.split("…")[0] ?? "";
    expect(kept.split(" ").every((word) => word === "शांत")).toBe(true);
  });

  it("never splits an emoji into halves, which would make the link throw", () => {
    const { href } = enquiryMailto(STUDIO, { ...enquiry, message: `a${"😀".repeat(600)}` }, copy);
    expect(() => decodeURIComponent(href)).not.toThrow();
  });

  it("takes a lone surrogate (half an emoji) as U+FFFD instead of throwing", () => {
    expect(wellFormed("a\ud83d b \ude00 😀")).toBe("a\ufffd b \ufffd 😀");
    const { href } = enquiryMailto(STUDIO, { ...enquiry, message: "Half an emoji: \ud83d." }, copy);
    expect(readMailto(href).body).toContain("Half an emoji: \ufffd.");
  });

  it("keeps a very long name from crowding out the body: the subject is shortened too", () => {
    const fullName = "Anne-Marie ".repeat(400).trim();
    const { href } = enquiryMailto(STUDIO, { ...enquiry, fullName }, copy);
    expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    expect(readMailto(href).subject).toMatch(/^Enquiry from Anne-Marie .*Anne-Marie…$/);
  });
});

describe("cappedLink, for any link that carries text (a WhatsApp link)", () => {
  const whatsapp = (text: string) => `https://wa.me/12125550142?text=${encodeURIComponent(text)}`;

  it("gives the whole text when it fits", () => {
    expect(cappedLink("Hello studio", whatsapp, NOTICE)).toEqual({
      href: "https://wa.me/12125550142?text=Hello%20studio",
      shortened: false,
    });
  });

  it.each(LONG_MESSAGES)("%s: within the cap", (_label, text) => {
    const { href, shortened } = cappedLink(text, whatsapp, NOTICE);
    expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    expect(decodeURIComponent(href).endsWith(shortened ? `…\n\n${NOTICE}` : text)).toBe(true);
  });

  it("takes another cap", () => {
    expect(cappedLink("word ".repeat(100), whatsapp, "(cut)", 120).href.length).toBeLessThanOrEqual(
      120,
    );
  });
});

describe("shortenToFit", () => {
  it("cuts after the last word that fits and ends in an ellipsis", () => {
    expect(shortenToFit("one two three four", (text) => text.length <= 10)).toBe("one two…");
  });

  it("cuts a text of one long word where it must", () => {
    expect(shortenToFit("x".repeat(100), (text) => text.length <= 50)).toBe(`${"x".repeat(49)}…`);
  });

  it("cuts inside a word longer than 40 characters, between graphemes, rather than drop it", () => {
    const name = `Enquiry from ${"क्ष".repeat(60)}`;
    // Only 8 of its 60 graphemes fit: fewer than 40 characters, still not dropped whole.
    const cut = shortenToFit(name, (text) => text.length <= 40);
    expect(cut).toBe(`Enquiry from ${"क्ष".repeat(8)}…`);
    // A word of 40 or fewer goes whole, or not at all.
    expect(shortenToFit(`Enquiry from ${"y".repeat(40)}`, (t) => t.length <= 40)).toBe(
      "Enquiry from…",
    );
  });

  it("without Intl.Segmenter (older browsers) cuts after a word, or after a code point", () => {
    const intl = Intl as { Segmenter?: unknown };
    const segmenter = intl.Segmenter;
    delete intl.Segmenter;
    try {
      expect(shortenToFit("one two  three four", (text) => text.length <= 12)).toBe("one two…");
      expect(shortenToFit("😀".repeat(60), (text) => text.length <= 101)).toBe(
        `${"😀".repeat(50)}…`,
      );
    } finally {
      intl.Segmenter = segmenter;
    }
  });

  it("returns a text that fits whole unchanged", () => {
    expect(shortenToFit("short", () => true)).toBe("short");
  });
});
