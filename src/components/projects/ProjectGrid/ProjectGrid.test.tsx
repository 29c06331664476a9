import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { fakeContentImage } from "../../../test-utils/images";
import { saveLabels } from "../../../test-utils/shortlist";
import { ProjectGrid } from "./ProjectGrid";

const projects = [
  ["sea-facing-apartment", "home"],
  ["quiet-clinic", "commercial"],
  ["brownstone-staging", "styling-staging"],
  ["garden-flat", "home"],
].map(([slug = "", category = ""]) => ({
  slug,
  category,
  location: "Mumbai",
  title: `Project ${slug}`,
  cover: fakeContentImage(slug),
}));

const categoryLabels = { home: "Home", commercial: "Commercial" };

function renderGrid() {
  render(
    <ProjectGrid projects={projects} categoryLabels={categoryLabels} saveLabels={saveLabels} />,
  );
  return within(screen.getByRole("list")).getAllByRole("listitem");
}

describe("ProjectGrid", () => {
  it("lists one item per project, marked with its category id for the linked filter's styles", () => {
    const items = renderGrid();
    expect(
      items.map((item) => [
        within(item).getByRole("heading", { level: 2 }).textContent,
        item.getAttribute("data-category"),
      ]),
    ).toEqual([
      ["Project sea-facing-apartment", "home"],
      ["Project quiet-clinic", "commercial"],
      ["Project brownstone-staging", "styling-staging"],
      ["Project garden-flat", "home"],
    ]);
  });

  it("names each card's category in the given words, or by its id when it has none", () => {
    const items = renderGrid();
    expect(
      items.map((item) => within(item).getByText("Mumbai").parentElement?.textContent),
    ).toEqual([
      "Home · Mumbai",
      "Commercial · Mumbai",
      "styling-staging · Mumbai",
      "Home · Mumbai",
    ]);
  });

  it("loads the first card's cover at once and every other cover lazily", () => {
    renderGrid();
    const loading = projects.map(({ slug }) =>
      screen.getByRole("img", { name: `Photograph ${slug}` }).getAttribute("loading"),
    );
    expect(loading).toEqual(["eager", "lazy", "lazy", "lazy"]);
  });

  it("sends each category's first cover in the HTML for a linked filter, the others' after load", () => {
    const html = renderToString(
      <ProjectGrid projects={projects} categoryLabels={categoryLabels} saveLabels={saveLabels} />,
    );
    const items = html.split("<li ").slice(1);
    expect(items.map((item) => /<picture [^>]*data-early/.test(item))).toEqual([
      false, // the page's priority picture
      true,
      true,
      false, // a second Home project
    ]);
    expect(items.map((item) => item.includes("<noscript>"))).toEqual([false, false, false, true]);
  });
});
