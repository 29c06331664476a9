import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { clearEnquiry, updateEnquiry } from "../../../lib/enquiry-draft";
import { LINK_MAX_LENGTH } from "../../../lib/enquiry-link";
import { siteIdentity } from "../../../test-utils/site-identity";
import { WhatsAppLink } from "./WhatsAppLink";

const COPY = {
  fallbackLink: "Send it on WhatsApp",
  shortenedNotice: "[Shortened to fit in a WhatsApp link. Paste the rest of my message here.]",
};
const GREETING = siteIdentity.siteYaml?.whatsappLink.greeting ?? "";

function withNumber(whatsapp: string | null) {
  const { siteYaml } = siteIdentity;
  if (!siteYaml) throw new Error("siteIdentity has no siteYaml");
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ ...siteIdentity, siteYaml: { ...siteYaml, whatsapp } });
}

/** The link's address, and the text WhatsApp opens with. */
function shown(name = /Message us on WhatsApp/) {
  const href = screen.getByRole("link", { name }).getAttribute("href") ?? "";
  return { href, text: new URL(href).searchParams.get("text") };
}

beforeEach(() => {
  clearEnquiry();
  withNumber("+1 212 555 0142");
});

describe("WhatsAppLink", () => {
  it("is a plain wa.me link with the greeting, in a new tab, said so", () => {
    render(<WhatsAppLink copy={COPY} />);
    const link = screen.getByRole("link", {
      name: "Message us on WhatsApp (opens in a new tab)",
    });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(shown().href).toMatch(/^https:\/\/wa\.me\/12125550142\?text=/);
    expect(shown().text).toBe(GREETING);
  });

  it("carries the greeting alone, whatever the visitor is writing", () => {
    updateEnquiry({ message: "A calm kitchen for our flat in Pune." });
    render(<WhatsAppLink copy={COPY} />);
    expect(shown().text).toBe(GREETING);
  });

  it("carries a given text (an unsent enquiry) with its own words", () => {
    render(
      <WhatsAppLink copy={COPY} text={"Name: Ira\n\nMessage:\nHello"} label={COPY.fallbackLink} />,
    );
    expect(shown(/Send it on WhatsApp/).text).toBe("Name: Ira\n\nMessage:\nHello");
  });

  it("carries a whole 1,000-character message in Latin script", () => {
    const text = "We would love a calm kitchen like the one in Bandra. ".repeat(18).trim();
    render(<WhatsAppLink copy={COPY} text={text} label={COPY.fallbackLink} />);
    expect(shown(/Send it on WhatsApp/).text).toBe(text);
  });

  it.each([
    ["Devanagari", "हमें बांद्रा जैसी शांत रसोई चाहिए। ".repeat(30)],
    ["emoji", "🏡 ".repeat(330)],
  ])(
    "keeps a 1,000-character %s message within the e-mail link's cap, cut and said so",
    (_, message) => {
      const given = `Name: Ira\n\nMessage:\n${message}`;
      render(<WhatsAppLink copy={COPY} text={given} label={COPY.fallbackLink} />);
      const { href, text } = shown(/Send it on WhatsApp/);
      expect(href.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
      expect(text?.startsWith("Name: Ira")).toBe(true);
      expect(text?.endsWith(`…\n\n${COPY.shortenedNotice}`)).toBe(true);
    },
  );

  it("is not there when content/site.yaml gives no number", () => {
    withNumber(null);
    const { container } = render(<WhatsAppLink copy={COPY} />);
    expect(container).toBeEmptyDOMElement();
  });
});
