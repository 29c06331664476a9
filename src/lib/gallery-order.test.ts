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
