import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { contactFormContent } from "../../../test-utils/contact-form";
import { fakeContentImage } from "../../../test-utils/images";
import { siteIdentity } from "../../../test-utils/site-identity";
import { ContactSection } from "./ContactSection";

const EMAIL = siteIdentity.siteYaml?.email ?? "";

const content: Queries.ContactSectionFragment = {
  ...contactFormContent,
  heading: "Send us an enquiry",
  note: "Every enquiry is read by Ira and answered within two working days.",
  image: fakeContentImage("reading-corner", "A quiet reading corner with a linen armchair"),
};

function renderSection() {
  jest.mocked(useStaticQuery).mockReturnValue(siteIdentity);
  render(<ContactSection content={content} email={EMAIL} />);
  return screen.getByRole("region", { name: "Send us an enquiry" });
}

describe("ContactSection", () => {
  it("is a region named by its level-two heading, holding the enquiry form", () => {
    const section = renderSection();
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(content.heading);
    expect(within(section).getByLabelText("Full name")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Send message" })).toBeInTheDocument();
  });

  it("sets beside the form its picture, the note on replies, the address and WhatsApp", () => {
    const section = renderSection();
    expect(within(section).getByRole("img", { name: content.image.alt })).toBeInTheDocument();
    expect(within(section).getByText(content.note)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: EMAIL })).toHaveAttribute(
      "href",
      `mailto:${EMAIL}`,
    );
    expect(within(section).getByRole("link", { name: /^Message us on WhatsApp/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });
});
