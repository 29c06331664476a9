import { projectFactLabels as labels } from "../../../test-utils/project-images";
import { projectFacts } from "./project-facts";

const essentials = { category: "Renovation", location: "Koregaon Park, Pune", year: 2026 };

describe("a project's facts", () => {
  it("are category, location and year when the project gives nothing more", () => {
    expect(projectFacts(essentials, labels)).toEqual([
      { label: "Category", value: "Renovation" },
      { label: "Location", value: "Koregaon Park, Pune" },
      { label: "Year", value: "2026" },
    ]);
  });

  it("leave out what is missing, empty or null (GraphQL's absent field)", () => {
    const facts = projectFacts(
      { ...essentials, area: null, duration: "", scope: [], photographer: null },
      labels,
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
        area: { label: "1,450 sq ft" },
      },
      labels,
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
});
