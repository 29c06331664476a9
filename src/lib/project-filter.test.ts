import { PROJECT_CATEGORIES } from "./project-categories";
import { filterFromSearch, filterProjects, searchForFilter } from "./project-filter";

describe("filterFromSearch", () => {
  it.each([
    ["", "all"],
    ["?category=home", "home"],
    ["?category=commercial", "commercial"],
    ["?category=styling-staging", "styling-staging"],
    ["?category=renovation", "renovation"],
    ["?utm_source=x&category=renovation", "renovation"],
    ["?category=", "all"],
    ["?category=gardens", "all"],
    ["?category=HOME", "all"],
    ["?category=home%20", "all"],
    ["?categories=home", "all"],
  ])("reads %j as %s", (search, filter) => {
    expect(filterFromSearch(search)).toBe(filter);
  });
});

describe("searchForFilter", () => {
  it("links each category and leaves the address bare for all projects", () => {
    expect(searchForFilter("all")).toBe("");
    expect(searchForFilter("styling-staging")).toBe("?category=styling-staging");
  });

  it("round-trips every category through the query string", () => {
    for (const category of PROJECT_CATEGORIES) {
      expect(filterFromSearch(searchForFilter(category))).toBe(category);
    }
  });
});

describe("filterProjects", () => {
  const projects = [
    { slug: "a", category: "home" },
    { slug: "b", category: "commercial" },
    { slug: "c", category: "home" },
    { slug: "d", category: "renovation" },
  ];

  it("keeps every project, in order, for all", () => {
    expect(filterProjects(projects, "all").map((p) => p.slug)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps one category's projects in their order", () => {
    expect(filterProjects(projects, "home").map((p) => p.slug)).toEqual(["a", "c"]);
    expect(filterProjects(projects, "styling-staging")).toEqual([]);
  });

  it("partitions the projects: the categories together give every project once", () => {
    const parts = PROJECT_CATEGORIES.flatMap((category) => filterProjects(projects, category));
    expect(parts).toHaveLength(projects.length);
    expect(new Set(parts)).toEqual(new Set(projects));
  });
});
