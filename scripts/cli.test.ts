import { describe, it } from "node:test";
import { expect } from "expect";
import { portOf } from "./cli.ts";

describe("portOf: a --port value", () => {
  it("takes every TCP port, 0 (any free port) included", () => {
    for (const [value, port] of [
      ["0", 0],
      ["8025", 8025],
      ["65535", 65535],
    ] as const) {
      expect(portOf(value)).toBe(port);
    }
  });

  it("refuses what is not one", () => {
    for (const value of [
      ...["", " ", "abc", "80.5", "-1", "65536", "9000x", "999999"],
      // What Number() reads as a port, but nobody types for one.
      ...["0x1F90", "1e3", " 9", "9 ", "+9", "0b11", "9_000", "٩٠٠٠"],
    ]) {
      expect(portOf(value)).toBeNull();
    }
  });
});
