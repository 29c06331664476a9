import { median, ratio, roundOrder, spread } from "./stats.ts";

describe("median", () => {
  test.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 90], 10],
  ])("of %j is %p", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

test("spread: median, lowest, highest and the number of runs", () => {
  expect(spread([2488, 2318, 2645, 2360])).toEqual({ median: 2424, min: 2318, max: 2645, runs: 4 });
  expect(spread([])).toBeNull();
});

describe("roundOrder", () => {
  const urls = ["a", "b", "c", "d", "e", "f", "g"];

  test("visits every URL once in each round", () => {
    for (let round = 0; round < 7; round += 1) {
      expect([...roundOrder(urls, round, 7)].sort()).toEqual(urls);
    }
  });

  test("puts each URL first in a different round, over as many rounds as URLs", () => {
    const firsts = Array.from({ length: 7 }, (_, round) => roundOrder(urls, round, 7)[0]);
    expect(new Set(firsts).size).toBe(7);
  });

  test("spreads the starting points over fewer rounds than URLs", () => {
    expect([0, 1, 2].map((round) => roundOrder(urls, round, 3)[0])).toEqual(["a", "c", "e"]);
  });

  test("keeps one round as it is", () => {
    expect(roundOrder(urls, 0, 1)).toEqual(urls);
  });
});

describe("ratio", () => {
  test.each([
    [2592, 2360, 1.1],
    [84, 95, 0.88],
    [547, 205, 2.67],
  ])("%p to %p is %p", (value, anchor, expected) => {
    expect(ratio(value, anchor)).toBe(expected);
  });

  test("is null without a value or with an anchor of 0 (TBT 0 has no multiple)", () => {
    expect(ratio(null, 100)).toBeNull();
    expect(ratio(100, undefined)).toBeNull();
    expect(ratio(120, 0)).toBeNull();
  });
});
