import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [-1, 4, 3],
    [-5, 4, 3],
    [9, 4, 1],
    [0, 1, 0],
    [-1, 1, 0],
  ])("wraps %i among %i items to %i", (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  it("refuses an empty list", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});
