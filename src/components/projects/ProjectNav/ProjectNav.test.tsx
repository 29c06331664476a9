import { render, screen, within } from "@testing-library/react";
import { ProjectNav } from "./ProjectNav";

function renderNav() {
  render(
    <ProjectNav
      label="More projects"
      previous={{
        label: "Previous project",
        title: "Townhouse Interiors in the West Village",
        to: "/projects/west-village-townhouse",
      }}
      next={{
        label: "Next project",
        title: "Coastal Restaurant in Besant Nagar",
        to: "/projects/coastal-restaurant-besant-nagar",
      }}
    />,
  );
  return screen.getByRole("navigation", { name: "More projects" });
}

describe("ProjectNav", () => {
  it("is a navigation named from its label, the previous project first, then the next", () => {
    const links = within(renderNav()).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/projects/west-village-townhouse",
      "/projects/coastal-restaurant-besant-nagar",
    ]);
    expect(links.map((link) => link.getAttribute("rel"))).toEqual(["prev", "next"]);
  });

  it("names each link by its label and the project's title, the arrows left unspoken", () => {
    const nav = renderNav();
    expect(
      within(nav).getByRole("link", {
        name: "Previous project Townhouse Interiors in the West Village",
      }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole("link", { name: "Next project Coastal Restaurant in Besant Nagar" }),
    ).toBeInTheDocument();
    for (const arrow of within(nav).getAllByText(/[←→]/)) {
      expect(arrow).toHaveAttribute("aria-hidden", "true");
    }
  });
});
