/** @jest-environment node */
import { parseHeadersFile } from "../../scripts/serve/headers-file";
import {
  formatHeadersFile,
  hostLimitProblems,
  MAX_LINE_LENGTH,
  type RuleGroup,
} from "./headers-file";

const GROUPS: RuleGroup[] = [
  {
    comment: "Everything.",
    rules: [
      {
        path: "/*",
        headers: [
          ["X-A", "1"],
          ["X-B", "2"],
        ],
      },
    ],
  },
  {
    comment: "Some.",
    rules: [
      { path: "/static/*", headers: [["Cache-Control", "immutable"]] },
      { path: "/about", headers: [["Cache-Control", "no-cache"]] },
    ],
  },
];

describe("formatHeadersFile", () => {
  const text = formatHeadersFile(["Written by the build.", "Do not edit."], GROUPS);

  test("writes a commented preamble, then each group under its comment, paths unindented", () => {
    expect(text).toBe(
      [
        "# Written by the build.",
        "# Do not edit.",
        "",
        "# Everything.",
        "/*",
        "  X-A: 1",
        "  X-B: 2",
        "",
        "# Some.",
        "/static/*",
        "  Cache-Control: immutable",
        "/about",
        "  Cache-Control: no-cache",
        "",
      ].join("\n"),
    );
  });

  test("reads back as the same rules", () => {
    expect(parseHeadersFile(text).map(({ path, headers }) => ({ path, headers }))).toEqual(
      GROUPS.flatMap((group) => group.rules),
    );
  });
});

describe("hostLimitProblems", () => {
  test("accepts a file within Cloudflare Pages' limits", () => {
    expect(hostLimitProblems(GROUPS, formatHeadersFile([], GROUPS))).toEqual([]);
  });

  test("reports more than 100 rules", () => {
    const many: RuleGroup[] = [
      {
        comment: "Many.",
        rules: Array.from({ length: 101 }, (_, index) => ({
          path: `/page-${index}`,
          headers: [["X-A", "1"]] as const,
        })),
      },
    ];
    expect(hostLimitProblems(many, formatHeadersFile([], many))).toEqual([
      "101 rules: Cloudflare Pages reads at most 100",
    ]);
  });

  test("reports a line longer than 2000 characters, with its number", () => {
    const long: RuleGroup[] = [
      {
        comment: "Long.",
        rules: [{ path: "/*", headers: [["X-Long", "x".repeat(MAX_LINE_LENGTH)]] }],
      },
    ];
    expect(hostLimitProblems(long, formatHeadersFile([], long))).toEqual([
      `line 3 (X-Long: ${"x".repeat(32)}…) is ${MAX_LINE_LENGTH + 10} characters: Cloudflare Pages reads at most ${MAX_LINE_LENGTH}`,
    ]);
  });
});
