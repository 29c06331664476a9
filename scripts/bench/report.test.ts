import { test } from "node:test";
import { expect } from "expect";
import { shortOfTheRule } from "./report.ts";

void test("a run of fewer rounds or of some routes says it judges nothing", () => {
  expect(shortOfTheRule({ rounds: 7, partial: null })).toEqual([]);
  expect(shortOfTheRule({ rounds: 3, partial: ["/", "/about"] })[0]).toBe(
    "**Not a run that judges the goals**: 3 round(s), fewer than 7; only /, /about, not every route. A look, not a result.",
  );
  expect(shortOfTheRule({ rounds: 9, partial: ["/contact"] })[0]).toMatch(/only \/contact/);
});
