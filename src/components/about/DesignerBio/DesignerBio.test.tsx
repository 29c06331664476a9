import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { DesignerBio } from "./DesignerBio";

const content = {
  heading: "Meet our designer",
  name: "Ira Mehta",
  role: "Founder & Principal Designer",
  paragraphs: ["Ira trained as an architect.", "She founded the studio in 2014.", "She sketches."],
  portrait: fakeContentImage("designer", "Portrait of Ira Mehta"),
};

describe("DesignerBio", () => {
  it("introduces the designer under the section heading: name, role and biography", () => {
    render(<DesignerBio content={content} />);
    const section = screen.getByRole("region", { name: "Meet our designer" });
    expect(
      within(section).getByRole("heading", { level: 2, name: "Meet our designer" }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole("heading", { level: 3, name: "Ira Mehta" }),
    ).toBeInTheDocument();
    expect(within(section).getByText("Founder & Principal Designer")).toBeInTheDocument();
    for (const paragraph of content.paragraphs) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
    expect(within(section).getByRole("img")).toHaveAccessibleName("Portrait of Ira Mehta");
  });
});
