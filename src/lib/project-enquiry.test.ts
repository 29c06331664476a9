import {
  linkedProjectText,
  projectUrl,
  startProjectPath,
  withoutProjectParameter,
} from "./project-enquiry";

const SITE_URL = "https://www.studioanvaya.example";
const TEMPLATE = "I would like to start a project like {title} ({url}).";
const projects = [
  { slug: "sea-facing-apartment-bandra", title: "Sea-Facing Apartment in Bandra" },
  { slug: "west-village-townhouse", title: "West Village Townhouse" },
];

describe("startProjectPath", () => {
  it("links to the contact page with the project's slug", () => {
    expect(startProjectPath("west-village-townhouse")).toBe(
      "/contact?project=west-village-townhouse",
    );
  });
});

describe("projectUrl", () => {
  it("is the project page's full address on the public address", () => {
    expect(projectUrl(SITE_URL, "west-village-townhouse")).toBe(
      "https://www.studioanvaya.example/projects/west-village-townhouse",
    );
  });
});

describe("linkedProjectText", () => {
  it("names the project and its page's full address", () => {
    expect(linkedProjectText("?project=west-village-townhouse", projects, TEMPLATE, SITE_URL)).toBe(
      "I would like to start a project like West Village Townhouse (https://www.studioanvaya.example/projects/west-village-townhouse).",
    );
  });

  it("reads the parameter among others, and from a search without its question mark", () => {
    expect(
      linkedProjectText(
        "utm_source=x&project=sea-facing-apartment-bandra",
        projects,
        TEMPLATE,
        SITE_URL,
      ),
    ).toContain("Sea-Facing Apartment in Bandra");
  });

  it.each([
    ["no query", ""],
    ["no project parameter", "?category=home"],
    ["an empty slug", "?project="],
    ["an unknown slug", "?project=retired-project"],
    ["a slug in another case", "?project=West-Village-Townhouse"],
    ["a path in the slug", "?project=../west-village-townhouse"],
    ["markup", "?project=%3Cscript%3E"],
  ])("ignores %s", (_, search) => {
    expect(linkedProjectText(search, projects, TEMPLATE, SITE_URL)).toBeNull();
  });
});

describe("withoutProjectParameter", () => {
  it.each([
    ["?project=west-village-townhouse", ""],
    ["?project=", ""],
    ["project=x&utm_source=mail", "?utm_source=mail"],
    ["?utm_source=mail&project=x&project=y", "?utm_source=mail"],
    ["", ""],
  ])("%s leaves %j", (search, rest) => {
    expect(withoutProjectParameter(search)).toBe(rest);
  });
});
