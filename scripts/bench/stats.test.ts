import { test } from "node:test";
import { expect } from "expect";
import { median, ratio, roundOrder, spread } from "./stats.ts";

void test("the median of a list, of an even count, of none", () => {
  expect([[], [5], [3, 1, 2], [4, 1, 3, 2]].map(median)).toEqual([null, 5, 2, 2.5]);
});

void test("spread: median, lowest, highest and the number of runs", () => {
  expect(spread([2488, 2318, 2645, 2360])).toEqual({ median: 2424, min: 2318, max: 2645, runs: 4 });
  expect(spread([])).toBeNull();
});

void test("each round visits every URL once, each URL first in a round of its own", () => {
  const urls = ["a", "b", "c", "d", "e", "f", "g"];
  const orders = Array.from({ length: 7 }, (_, round) => roundOrder(urls, round, 7));
  for (const order of orders) expect([...order].sort()).toEqual(urls);
  expect(new Set(orders.map((order) => order[0])).size).toBe(7);
  expect([0, 1, 2].map((round) => roundOrder(urls, round, 3)[0])).toEqual(["a", "c", "e"]);
  expect(roundOrder(urls, 0, 1)[0]).toBe("a");
  expect(roundOrder(urls, 2, 7)).toEqual(roundOrder(urls, 2, 7));
});

void test("no URL follows the same one in every round", () => {
  const urls = Array.from({ length: 18 }, (_, index) => `url ${String(index)}`);
  const orders = Array.from({ length: 7 }, (_, round) => roundOrder(urls, round, 7));
  for (const url of urls) {
    const before = orders.map((order) => order[order.indexOf(url) - 1]).filter(Boolean);
    expect(new Set(before).size).toBeGreaterThan(1);
  }
});

void test("ratios to an anchor, to two decimals; none without a value or with an anchor of 0", () => {
  expect([ratio(2592, 2360), ratio(84, 95), ratio(547, 205)]).toEqual([1.1, 0.88, 2.67]);
  // a TBT of 0 ms has no multiple
  expect([ratio(null, 100), ratio(100, undefined), ratio(120, 0)]).toEqual([null, null, null]);
});
