import { median, ratio, roundOrder, spread } from "./stats.ts";

test.each([
  [[], null],
  [[5], 5],
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 2.5],
])("the median of %j is %p", (values, expected) => {
  expect(median(values)).toBe(expected);
});

test("spread: median, lowest, highest and the number of runs", () => {
  expect(spread([2488, 2318, 2645, 2360])).toEqual({ median: 2424, min: 2318, max: 2645, runs: 4 });
  expect(spread([])).toBeNull();
});

test("each round visits every URL once, each URL first in a round of its own", () => {
  const urls = ["a", "b", "c", "d", "e", "f", "g"];
  const orders = Array.from({ length: 7 }, (_, round) => roundOrder(urls, round, 7));
  for (const order of orders) expect([...order].sort()).toEqual(urls);
  expect(new Set(orders.map((order) => order[0])).size).toBe(7);
  expect([0, 1, 2].map((round) => roundOrder(urls, round, 3)[0])).toEqual(["a", "c", "e"]);
  expect(roundOrder(urls, 0, 1)).toEqual(urls);
});

test.each([
  [2592, 2360, 1.1],
  [84, 95, 0.88],
  [547, 205, 2.67],
  [null, 100, null],
  [100, undefined, null],
  [120, 0, null], // a TBT of 0 ms has no multiple
])("the ratio of %p to %p is %p", (value, anchor, expected) => {
  expect(ratio(value, anchor)).toBe(expected);
});
