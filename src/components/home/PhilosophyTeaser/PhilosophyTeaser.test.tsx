import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { PhilosophyTeaser } from "./PhilosophyTeaser";

const content = {
  kicker: "OUR PHILOSOPHY OF DESIGN",
  title: "SPACES THAT SPEAK",
  paragraphs: ["First.", "Second.", "Third.", "Fourth."],
  image: fakeContentImage("philosophy", "A reading corner"),
  action: { label: "LEARN MORE", purpose: "about the studio", to: "/about" },
};

describe("PhilosophyTeaser", () => {
  it("puts the kicker inside the heading, then four paragraphs, a picture and LEARN MORE to /about", () => {
    render(<PhilosophyTeaser content={content} />);
    const section = screen.getByRole("heading", { level: 2 }).closest("section");
    if (!section) throw new Error("no section");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveAccessibleName(
      "OUR PHILOSOPHY OF DESIGN SPACES THAT SPEAK",
    );
    for (const paragraph of content.paragraphs) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
    expect(within(section).getByRole("img", { name: "A reading corner" })).toBeInTheDocument();
    expect(
      within(section).getByRole("link", { name: "LEARN MORE about the studio" }),
    ).toHaveAttribute("href", "/about");
  });
});
