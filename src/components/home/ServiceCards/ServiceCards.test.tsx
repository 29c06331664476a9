import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { ServiceCards } from "./ServiceCards";

describe("ServiceCards", () => {
  it("lists the ways to work with the studio as unnumbered cards under the section's heading", () => {
    const titles = ["Interior Design", "Styling and Staging", "Renovations"];
    const cards = titles.map((title) => ({
      title,
      text: `About ${title}.`,
      image: fakeContentImage(title),
    }));
    render(<ServiceCards content={{ heading: "Our Services", intro: "Three ways.", cards }} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Our Services");
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(titles);
  });

  it("gives each card its picture and its description", () => {
    const cards = ["Interior Design", "Renovations"].map((title) => ({
      title,
      text: `About ${title}.`,
      image: fakeContentImage(title, `Photograph of ${title}`),
    }));
    render(<ServiceCards content={{ heading: "Our Services", intro: "Two ways.", cards }} />);
    within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .forEach((card, index) => {
        const title = cards[index]?.title ?? "";
        expect(within(card).getByRole("img")).toHaveAccessibleName(`Photograph of ${title}`);
        expect(within(card).getByText(`About ${title}.`)).toBeInTheDocument();
      });
  });
});
