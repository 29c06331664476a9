import { fillCount, fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for", () => {
    expect(fillTemplate("{n} of {count}", { n: 2, count: 8 })).toBe("2 of 8");
  });

  it("leaves unknown placeholders as they are", () => {
    expect(fillTemplate("Go to slide {n} {x}", { n: 3 })).toBe("Go to slide 3 {x}");
  });
});

describe("fillCount", () => {
  it.each([
    [0, "0 projects"],
    [1, "1 project"],
    [2, "2 projects"],
  ])("names %i in the singular or the plural", (count, text) => {
    expect(fillCount({ one: "{count} project", other: "{count} projects" }, count)).toBe(text);
  });
});
