import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { AboutIntroduction } from "./AboutIntroduction";

const content = {
  heading: "A studio founded on listening",
  paragraphs: ["Founded in 2014 by Ira Mehta.", "Today our small team designs homes."],
  image: fakeContentImage("studio", "The studio's workroom"),
};

describe("AboutIntroduction", () => {
  it("renders a section named by its heading, with every paragraph of the introduction", () => {
    render(<AboutIntroduction content={content} />);
    const section = screen.getByRole("region", { name: "A studio founded on listening" });
    expect(
      within(section).getByRole("heading", { level: 2, name: "A studio founded on listening" }),
    ).toBeInTheDocument();
    expect(within(section).getByText("Founded in 2014 by Ira Mehta.")).toBeInTheDocument();
    expect(within(section).getByText("Today our small team designs homes.")).toBeInTheDocument();
    expect(within(section).getByRole("img")).toHaveAccessibleName("The studio's workroom");
  });
});
