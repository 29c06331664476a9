import { render, screen } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { NotFound } from "./NotFound";

const page = {
  eyebrow: "Error 404",
  heading: "This room seems to be empty",
  intro: "The page you were looking for has moved or no longer exists.",
  image: fakeContentImage("not-found", "An empty, sunlit room with pale plaster walls"),
  actions: [
    { label: "Back to the home page", to: "/" },
    { label: "See our work", to: "/projects" },
  ],
};

describe("NotFound", () => {
  it("says the page is missing in the page's level-one heading, its picture loaded at once", () => {
    render(<NotFound {...page} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName(page.heading);
    expect(screen.getByText(page.eyebrow)).toBeInTheDocument();
    expect(screen.getByText(page.intro)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: page.image.alt })).toHaveAttribute("loading", "eager");
  });

  it("offers the way home first, then the gallery", () => {
    render(<NotFound {...page} />);
    expect(
      screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Back to the home page", "/"],
      ["See our work", "/projects"],
    ]);
  });
});
