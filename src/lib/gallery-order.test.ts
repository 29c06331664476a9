import { compareInGalleryOrder, gallerySort, neighboursIn } from "./gallery-order";

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

describe("a project's neighbours", () => {
  const order = ["clinic", "villa", "apartment", "brownstone"];

  it.each([
    [0, "brownstone", "villa"],
    [1, "clinic", "apartment"],
    [2, "villa", "brownstone"],
    [3, "apartment", "clinic"],
  ])("of item %i are %s and %s, wrapping at both ends", (index, previous, next) => {
    expect(neighboursIn(order, index)).toEqual({ previous, next });
  });

  it("make two projects each other's previous and next, and one its own", () => {
    expect(neighboursIn(["a", "b"], 0)).toEqual({ previous: "b", next: "b" });
    expect(neighboursIn(["a"], 0)).toEqual({ previous: "a", next: "a" });
  });

  it("are none where there is no such item", () => {
    expect(() => neighboursIn([], 0)).toThrow(RangeError);
  });
});
