import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PROJECT_CATEGORIES, type ProjectCategory } from "../../../lib/project-categories";
import type { CategoryFilter } from "../../../lib/project-filter";
import { fakeContentImage } from "../../../test-utils/images";
import { saveLabels } from "../../../test-utils/shortlist";
import { ProjectGallery } from "./ProjectGallery";

/** Each category's name on its filter button (content/gallery.yaml). */
const categoryNames: Record<ProjectCategory, string> = {
  home: "Home",
  commercial: "Commercial",
  "styling-staging": "Styling & Staging",
  renovation: "Renovation",
};

const labels = {
  filterLabel: "Filter projects by category",
  allLabel: "All",
  resultCount: { one: "{count} project", other: "{count} projects" },
  categories: PROJECT_CATEGORIES.map((id) => ({ id, label: categoryNames[id] })),
};

const projects = [
  ["sea-facing-apartment", "home", "Mumbai"],
  ["quiet-clinic", "commercial", "Bengaluru"],
  ["garden-house", "home", "Goa"],
  ["brownstone-staging", "styling-staging", "Brooklyn"],
].map(([slug = "", category = "", location = ""]) => ({
  slug,
  category,
  location,
  title: `Project ${slug}`,
  cover: fakeContentImage(slug),
}));

function renderGallery(filter: CategoryFilter = "all") {
  const onFilterChange = jest.fn();
  const gallery = (shown: CategoryFilter) => (
    <ProjectGallery
      projects={projects}
      labels={labels}
      saveLabels={saveLabels}
      filter={shown}
      onFilterChange={onFilterChange}
    />
  );
  const { rerender } = render(gallery(filter));
  const showFilter = (shown: CategoryFilter) => {
    rerender(gallery(shown));
  };
  return { onFilterChange, showFilter, user: userEvent.setup() };
}

function cardTitles() {
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
}

describe("ProjectGallery filter", () => {
  it("offers All and the four categories as toggle buttons, the shown one pressed", () => {
    renderGallery("home");
    const group = screen.getByRole("group", { name: "Filter projects by category" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "All",
      "Home",
      "Commercial",
      "Styling & Staging",
      "Renovation",
    ]);
    expect(within(group).getByRole("button", { name: "Home" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("asks for the chosen category", async () => {
    const { onFilterChange, user } = renderGallery();
    await user.click(screen.getByRole("button", { name: "Styling & Staging" }));
    expect(onFilterChange).toHaveBeenCalledWith("styling-staging");
  });
});

describe("ProjectGallery cards", () => {
  it("shows every project for All, with the count announced", () => {
    renderGallery();
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByText("4 projects").closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });

  it("announces the count again for a category with as many projects as the last one shown", () => {
    const { showFilter } = renderGallery("commercial");
    const said = screen.getByText("1 project");
    showFilter("styling-staging");
    // A new node in the live region is announced; the same text in the same node is not.
    expect(screen.getByText("1 project")).not.toBe(said);
  });

  it("names each card's link by the project's title, not by its cover's description", () => {
    renderGallery();
    const link = screen.getByRole("link", { name: "Project quiet-clinic" });
    expect(link).toHaveAttribute("href", "/projects/quiet-clinic");
  });

  it("shows one category's projects, each linking to its page with category and location", () => {
    renderGallery("home");
    expect(cardTitles()).toEqual(["Project sea-facing-apartment", "Project garden-house"]);
    expect(screen.getByRole("link", { name: "Project garden-house" })).toHaveAttribute(
      "href",
      "/projects/garden-house",
    );
    expect(screen.getAllByText("Home", { selector: "span" })).toHaveLength(2);
    expect(screen.getByText("Goa")).toBeInTheDocument();
    expect(screen.getByText("2 projects")).toBeInTheDocument();
  });
});

describe("ProjectGallery covers", () => {
  it("shows each card's cover with its alt text, inside the link to its page", () => {
    renderGallery();
    const cover = screen.getByRole("img", { name: "Photograph quiet-clinic" });
    expect(cover.closest("a")).toHaveAttribute("href", "/projects/quiet-clinic");
  });
});

describe("ProjectGallery saving a project", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("gives each card a Save toggle named after its project, apart from its link", async () => {
    const { user } = renderGallery();
    const button = screen.getByRole("button", {
      name: "Save to your shortlist: Project garden-house",
    });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button.closest("a")).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem("shortlist") ?? "")).toEqual({
      version: 1,
      items: ["garden-house"],
    });
  });
});
