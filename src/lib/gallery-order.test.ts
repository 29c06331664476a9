/** @jest-environment node */
// Node: the project pages' neighbours are made by gatsby-node.ts, which loads build-time code.
import type { CreatePagesArgs } from "gatsby";
import { createPages } from "../../gatsby-node";
import { compareInGalleryOrder, gallerySort } from "./gallery-order";

describe("the gallery's order", () => {
  it("is GraphQL's sort argument: the year newest first, then the title", () => {
    expect(gallerySort()).toEqual([{ year: "DESC" }, { title: "ASC" }]);
  });

  it("sorts projects the same way: newest year first, then titles A to Z", () => {
    const projects = [
      { year: 2022, title: "Brownstone" },
      { year: 2024, title: "Villa" },
      { year: 2022, title: "Apartment" },
      { year: 2024, title: "Clinic" },
    ];
    expect(projects.sort(compareInGalleryOrder).map((project) => project.title)).toEqual([
      "Clinic",
      "Villa",
      "Apartment",
      "Brownstone",
    ]);
  });
});

interface FakeProject {
  id: string;
  slug: string;
  year: number;
  title: string;
}

/**
 * The project pages gatsby-node.ts makes from these projects, as `slug: previous < > next`. The
 * stand-in for Gatsby's GraphQL sorts them as the query's sort argument asks, so the pages
 * follow the gallery's order.
 */
async function neighbours(projects: readonly FakeProject[]): Promise<Record<string, string>> {
  const slugOf = (id: unknown) => projects.find((project) => project.id === id)?.slug;
  const pages: Record<string, string> = {};
  const args = {
    graphql: (_query: string, variables: { galleryOrder: unknown }) => {
      expect(variables.galleryOrder).toEqual(gallerySort());
      const nodes = [...projects].sort(compareInGalleryOrder);
      return Promise.resolve({ data: { allProjectsYaml: { nodes } } });
    },
    actions: {
      createPage: (page: { path: string; context: Record<string, unknown> }) => {
        const { id, previousId, nextId } = page.context;
        expect(page.path).toBe(`/projects/${slugOf(id) ?? "?"}`);
        pages[slugOf(id) ?? "?"] = `${slugOf(previousId) ?? "?"} < > ${slugOf(nextId) ?? "?"}`;
      },
    },
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message);
      },
    },
  } as unknown as CreatePagesArgs & { traceId: "initial-createPages" };
  await createPages?.(args, { plugins: [] }, () => undefined);
  return pages;
}

const project = (slug: string, year: number, title: string): FakeProject => ({
  id: `id-${slug}`,
  slug,
  year,
  title,
});

describe("the project pages' neighbours (gatsby-node.ts)", () => {
  // Written out of order: the gallery's is clinic, villa, apartment, brownstone.
  const projects = [
    project("brownstone", 2022, "Brownstone"),
    project("villa", 2024, "Villa"),
    project("apartment", 2022, "Apartment"),
    project("clinic", 2024, "Clinic"),
  ];

  it.each([
    ["clinic", "brownstone < > villa"],
    ["villa", "clinic < > apartment"],
    ["apartment", "villa < > brownstone"],
    ["brownstone", "apartment < > clinic"],
  ])("%s: previous < > next is %s, wrapping at both ends", async (slug, expected) => {
    expect((await neighbours(projects))[slug]).toBe(expected);
  });

  it("gives every project a page", async () => {
    expect(Object.keys(await neighbours(projects)).sort()).toEqual([
      "apartment",
      "brownstone",
      "clinic",
      "villa",
    ]);
  });

  it("makes two projects each other's previous and next, and one its own", async () => {
    const two = [project("a", 2020, "A"), project("b", 2021, "B")];
    expect(await neighbours(two)).toEqual({ b: "a < > a", a: "b < > b" });
    expect(await neighbours([project("a", 2020, "A")])).toEqual({ a: "a < > a" });
  });
});
