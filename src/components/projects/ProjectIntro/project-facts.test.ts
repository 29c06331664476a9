import { projectFacts } from "./project-facts";

const labels = {
  category: "Category",
  location: "Location",
  year: "Year",
  area: "Area",
  duration: "Duration",
  scope: "Scope of work",
  photographer: "Photography",
};

const essentials = { category: "Renovation", location: "Koregaon Park, Pune", year: 2026 };

describe("a project's facts", () => {
  it("are category, location and year when the project gives nothing more", () => {
    expect(projectFacts(essentials, labels, "en_GB")).toEqual([
      { label: "Category", value: "Renovation" },
      { label: "Location", value: "Koregaon Park, Pune" },
      { label: "Year", value: "2026" },
    ]);
  });

  it("leave out what is missing, empty or null (GraphQL's absent field)", () => {
    const facts = projectFacts(
      { ...essentials, area: null, duration: "", scope: [], photographer: null },
      labels,
      "en_GB",
    );
    expect(facts.map((fact) => fact.label)).toEqual(["Category", "Location", "Year"]);
  });

  it("add area, duration, photography and the scope, in that order, when given", () => {
    const facts = projectFacts(
      {
        ...essentials,
        photographer: "Neha Kulkarni",
        scope: ["Kitchen and two bathrooms rebuilt", "New arched openings"],
        duration: "Seven months",
        area: { value: 1450, unit: "sq ft" },
      },
      labels,
      "en_GB",
    );
    expect(facts.slice(3)).toEqual([
      { label: "Area", value: "1,450 sq ft" },
      { label: "Duration", value: "Seven months" },
      { label: "Photography", value: "Neha Kulkarni" },
      {
        label: "Scope of work",
        value: ["Kitchen and two bathrooms rebuilt", "New arched openings"],
      },
    ]);
  });

  it("write the area as the site's language groups digits, with its unit", () => {
    const area = (value: number, unit: string) =>
      projectFacts({ ...essentials, area: { value, unit } }, labels, "en_GB")[3]?.value;
    expect(area(320, "m²")).toBe("320 m²");
    expect(area(12500, "sq ft")).toBe("12,500 sq ft");
    expect(area(172.5, "m²")).toBe("172.5 m²");
  });
});
