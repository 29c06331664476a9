import { START_POSITION, positionAt, shares } from "./comparison-position";

describe("the position under a pointer", () => {
  it("is the pointer's share of the frame's width, from its left edge", () => {
    expect(positionAt(100, 100, 800)).toBe(0);
    expect(positionAt(340, 100, 800)).toBe(30);
    expect(positionAt(500, 100, 800)).toBe(50);
    expect(positionAt(900, 100, 800)).toBe(100);
  });

  it("stays within the frame when the pointer leaves it", () => {
    expect(positionAt(20, 100, 800)).toBe(0);
    expect(positionAt(1400, 100, 800)).toBe(100);
  });

  it("keeps a tenth of a percent, so a drag moves smoothly", () => {
    expect(positionAt(101, 100, 800)).toBe(0.1);
    expect(positionAt(333.3, 0, 1000)).toBe(33.3);
  });

  it("stays where comparisons start when the frame has no width yet", () => {
    expect(positionAt(10, 0, 0)).toBe(START_POSITION);
    expect(START_POSITION).toBe(50);
  });
});

describe("each picture's share", () => {
  it("adds up to 100 in whole percent", () => {
    expect(shares(30)).toEqual({ before: 30, after: 70 });
    expect(shares(33.3)).toEqual({ before: 33, after: 67 });
    expect(shares(0)).toEqual({ before: 0, after: 100 });
    expect(shares(100)).toEqual({ before: 100, after: 0 });
  });
});
