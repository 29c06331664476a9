/** @jest-environment node */
import {
  formatHeadersFile,
  headerProblems,
  headersFor,
  HeadersFileError,
  hostLimitProblems,
  matchingRules,
  MAX_LINE_LENGTH,
  parseHeadersFile,
  type RuleGroup,
} from "./headers-format";

const FILE = `# Every response
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'

# Content-hashed images and fonts
/static/*
  Cache-Control: public, max-age=31536000, immutable

/projects/:slug
  Cache-Control: public, max-age=0, must-revalidate
  x-robots-tag: noindex

/about
  X-Robots-Tag: nofollow
`;

describe("parseHeadersFile", () => {
  test("reads each path and its indented headers in file order, skipping comments and blank lines", () => {
    expect(parseHeadersFile(FILE)).toEqual([
      {
        path: "/*",
        line: 2,
        headers: [
          ["X-Content-Type-Options", "nosniff"],
          ["Content-Security-Policy", "default-src 'self'"],
        ],
      },
      {
        path: "/static/*",
        line: 7,
        headers: [["Cache-Control", "public, max-age=31536000, immutable"]],
      },
      {
        path: "/projects/:slug",
        line: 10,
        headers: [
          ["Cache-Control", "public, max-age=0, must-revalidate"],
          ["x-robots-tag", "noindex"],
        ],
      },
      { path: "/about", line: 14, headers: [["X-Robots-Tag", "nofollow"]] },
    ]);
  });

  test("keeps colons inside a value and accepts Windows line ends", () => {
    expect(parseHeadersFile("/a\r\n\tLink: <https://example.com/x>; rel=preconnect\r\n")).toEqual([
      { path: "/a", line: 1, headers: [["Link", "<https://example.com/x>; rel=preconnect"]] },
    ]);
  });

  test("lists every line a host would misread, with its number", () => {
    const text = [
      "  X-Early: 1",
      "about",
      "/a b",
      "/ok",
      "  no colon here",
      "  : empty name",
      "  X-Empty:",
      "  ! X-Detached",
      "https://example.com/*",
    ].join("\n");
    let error: unknown;
    try {
      parseHeadersFile(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HeadersFileError);
    if (!(error instanceof HeadersFileError)) throw new Error("expected a HeadersFileError");
    expect(error.problems).toEqual([
      "line 1: a header before any path",
      'line 2: a path must start with "/" (got "about")',
      'line 3: a path cannot contain spaces (got "/a b")',
      'line 5: expected "Name: value" (got "no colon here")',
      'line 6: expected "Name: value" (got ": empty name")',
      'line 7: expected "Name: value" (got "X-Empty:")',
      'line 8: "! Name" (detach) works on Cloudflare Pages only',
      'line 9: a path must start with "/" (got "https://example.com/*")',
    ]);
    expect(error.message).toMatch(/^_headers is not valid:\n {2}line 1: /);
  });
});

describe("matchingRules", () => {
  const rules = parseHeadersFile(FILE);
  const paths = (urlPath: string) => matchingRules(rules, urlPath).map((rule) => rule.path);

  test("a splat matches any characters, slashes included, and nothing at all", () => {
    expect(paths("/")).toEqual(["/*"]);
    expect(paths("/static/abc/1.webp")).toEqual(["/*", "/static/*"]);
    expect(paths("/static/")).toEqual(["/*", "/static/*"]);
    expect(paths("/static")).toEqual(["/*"]);
  });

  test("a placeholder matches exactly one non-empty path segment", () => {
    expect(paths("/projects/courtyard-house")).toEqual(["/*", "/projects/:slug"]);
    expect(paths("/projects")).toEqual(["/*"]);
    expect(paths("/projects/")).toEqual(["/*"]);
    expect(paths("/projects/a/b")).toEqual(["/*"]);
  });

  test("a plain path matches only itself, letter case and dots included", () => {
    expect(paths("/about")).toEqual(["/*", "/about"]);
    expect(paths("/About")).toEqual(["/*"]);
    expect(paths("/about/")).toEqual(["/*"]);
    const dotted = parseHeadersFile("/app-1.js\n  A: 1\n");
    expect(matchingRules(dotted, "/app-1.js")).toHaveLength(1);
    expect(matchingRules(dotted, "/app-1xjs")).toHaveLength(0);
  });
});

describe("headersFor", () => {
  test("applies every matching rule and joins a header set twice with a comma, as the hosts do", () => {
    expect(headersFor(parseHeadersFile(FILE), "/about")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Content-Security-Policy", "default-src 'self'"],
      ["X-Robots-Tag", "nofollow"],
    ]);
    const twice = parseHeadersFile(
      "/*\n  Cache-Control: no-cache\n/a\n  cache-control: no-store\n",
    );
    expect(headersFor(twice, "/a")).toEqual([["Cache-Control", "no-cache, no-store"]]);
  });

  test("gives nothing when no rule matches", () => {
    expect(headersFor(parseHeadersFile("/a\n  A: 1\n"), "/b")).toEqual([]);
  });
});

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

const REQUIRED = ["Content-Security-Policy", "Cache-Control"];

describe("headerProblems", () => {
  test("none when every URL gets each header from exactly one rule", () => {
    const text = [
      "/*",
      "  Content-Security-Policy: default-src 'self'",
      "/static/*",
      "  Cache-Control: immutable",
      "/about",
      "  Cache-Control: no-cache",
    ].join("\n");
    expect(headerProblems(text, ["/about", "/static/a.webp"], REQUIRED)).toEqual([]);
  });

  test("names a header that two matching rules set, whatever its letter case", () => {
    const text = [
      "/*",
      "  Content-Security-Policy: default-src 'self'",
      "  Cache-Control: no-cache",
      "/static/*",
      "  cache-control: immutable",
    ].join("\n");
    expect(headerProblems(text, ["/static/a.webp", "/about"], REQUIRED)).toEqual([
      "/static/a.webp: Cache-Control is set by /* and /static/*",
    ]);
  });

  test("names a URL that no rule gives a required header", () => {
    const text = ["/*", "  Content-Security-Policy: default-src 'self'"].join("\n");
    expect(headerProblems(text, ["/about"], REQUIRED)).toEqual([
      "/about: no rule sets Cache-Control",
    ]);
  });

  test("lets a layered header come from the catch-all and one more rule, and no more", () => {
    const text = [
      "/*",
      "  Content-Security-Policy: default-src 'self'",
      "/about",
      "  Content-Security-Policy: default-src 'self'; img-src 'self'",
      "  Cache-Control: no-cache",
      "/:page",
      "  Content-Security-Policy: default-src 'none'",
    ].join("\n");
    const layered = ["Content-Security-Policy"];
    const twoRules = text.split("\n/:page")[0] ?? "";
    expect(headerProblems(text, ["/about"], REQUIRED, layered)).toEqual([
      "/about: Content-Security-Policy is set by /* and /about and /:page",
    ]);
    expect(headerProblems(twoRules, ["/about"], REQUIRED, layered)).toEqual([]);
    expect(headerProblems(twoRules, ["/about"], REQUIRED)).toEqual([
      "/about: Content-Security-Policy is set by /* and /about",
    ]);
  });
});
