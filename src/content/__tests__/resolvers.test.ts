/** @jest-environment node */
import { contentResolvers } from "../resolvers";
import { PROJECT_AREA_TYPE } from "../sources/projects";

function contextWith(site: unknown) {
  const queries: { type: string }[] = [];
  return {
    queries,
    nodeModel: {
      findOne: (query: { type: string }) => {
        queries.push(query);
        return Promise.resolve(site);
      },
    },
  };
}

describe("content resolvers", () => {
  const label = contentResolvers[PROJECT_AREA_TYPE].label;

  it("label a project's area with its digits grouped in the site's locale, and its unit", async () => {
    const context = contextWith({ locale: "en_GB" });
    const rows: [number, string, string][] = [
      [320, "m²", "320 m²"],
      [1450, "sq ft", "1,450 sq ft"],
      [12500, "sq ft", "12,500 sq ft"],
      [172.5, "m²", "172.5 m²"],
    ];
    for (const [value, unit, expected] of rows) {
      await expect(label.resolve({ value, unit }, {}, context)).resolves.toBe(expected);
    }
    expect(context.queries[0]).toEqual({ type: "SiteYaml" });
  });

  it("fail the build, naming site.yaml, when the site has no locale to format with", async () => {
    await expect(label.resolve({ value: 1, unit: "m²" }, {}, contextWith(null))).rejects.toThrow(
      "content/site.yaml",
    );
  });
});
