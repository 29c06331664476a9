import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for", () => {
    expect(fillTemplate("{n} of {count}", { n: 2, count: 8 })).toBe("2 of 8");
  });

  it("leaves unknown placeholders as they are", () => {
    expect(fillTemplate("Go to slide {n} {x}", { n: 3 })).toBe("Go to slide 3 {x}");
  });
});
