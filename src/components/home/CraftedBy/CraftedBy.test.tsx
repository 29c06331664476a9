import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { CraftedBy } from "./CraftedBy";

const content = {
  heading: "CRAFTED BY",
  intro: "A glimpse of our work.",
  images: Array.from({ length: 6 }, (_, index) => fakeContentImage(`crafted-${index + 1}`)),
  action: { label: "VIEW GALLERY", purpose: "of all our projects", to: "/projects" },
};

describe("CraftedBy", () => {
  it("heads the section 'CRAFTED BY' and the studio's name in capitals, with six pictures and VIEW GALLERY", () => {
    render(<CraftedBy content={content} studioName="Studio Anvaya" />);
    const section = screen.getByRole("heading", { level: 2 }).closest("section");
    if (!section) throw new Error("no section");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveAccessibleName(
      "CRAFTED BY STUDIO ANVAYA",
    );
    expect(within(section).getByText("A glimpse of our work.")).toBeInTheDocument();
    const pictures = within(within(section).getByRole("list")).getAllByRole("img");
    expect(pictures.map((picture) => picture.getAttribute("alt"))).toEqual(
      content.images.map((image) => image.alt),
    );
    expect(
      within(section).getByRole("link", { name: "VIEW GALLERY of all our projects" }),
    ).toHaveAttribute("href", "/projects");
  });
});
