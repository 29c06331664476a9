import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { saveLabels } from "../../../test-utils/shortlist";
import { ProjectCard } from "./ProjectCard";

const project = {
  slug: "brownstone-staging",
  title: "Brownstone Staging",
  category: "styling-staging",
  location: "Brooklyn",
  cover: fakeContentImage("brownstone-staging", "A staged parlour floor"),
};

describe("ProjectCard", () => {
  it("gives category and location outside the link, the dot between them hidden from screen readers", () => {
    render(
      <ProjectCard project={project} categoryLabel="Styling & Staging" saveLabels={saveLabels} />,
    );
    const meta = screen.getByText("Brooklyn").parentElement ?? document.body;
    expect(meta).toHaveTextContent("Styling & Staging · Brooklyn");
    expect(within(meta).getByText("·")).toHaveAttribute("aria-hidden", "true");
    // What a screen reader reads: the words apart, not "Styling & StagingBrooklyn".
    const spoken = Array.from(meta.childNodes)
      .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
      .map((node) => node.textContent)
      .join("")
      .replace(/\s+/g, " ");
    expect(spoken).toBe("Styling & Staging Brooklyn");
    expect(meta.closest("a")).toBeNull();
    expect(screen.getByRole("article")).toContainElement(meta);
  });

  it("loads a priority card's cover at once with high priority, any other lazily", () => {
    const { rerender } = render(
      <ProjectCard
        project={project}
        categoryLabel="Styling & Staging"
        saveLabels={saveLabels}
        priority
      />,
    );
    const cover = screen.getByRole("img", { name: "A staged parlour floor" });
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");

    rerender(
      <ProjectCard project={project} categoryLabel="Styling & Staging" saveLabels={saveLabels} />,
    );
    const lazy = screen.getByRole("img", { name: "A staged parlour floor" });
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).not.toHaveAttribute("fetchpriority");
  });
});
