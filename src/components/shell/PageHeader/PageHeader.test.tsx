import { render, screen } from "@testing-library/react";
import { PageHeader } from "./PageHeader";

const copy = {
  eyebrow: "Contact",
  heading: "Let's talk about your space",
  intro: "Tell us a little about your home or workplace and what you would like it to become.",
};

describe("PageHeader", () => {
  it("gives the page its one heading, at level one, between the eyebrow and the intro", () => {
    render(<PageHeader {...copy} />);
    const heading = screen.getByRole("heading", { level: 1, name: copy.heading });
    expect(screen.getAllByRole("heading")).toEqual([heading]);
    const eyebrow = screen.getByText(copy.eyebrow);
    const intro = screen.getByText(copy.intro);
    expect(eyebrow.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(heading.compareDocumentPosition(intro)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
