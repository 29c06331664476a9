/** @jest-environment node */
import { layeringProblems, parsePolicy, unitePolicies } from "./layered-policy";

const PAGES =
  "default-src 'self'; script-src 'self' 'sha256-a'; img-src 'self' data:; connect-src 'self' https://mail.example; object-src 'none'; frame-ancestors 'none'";
const EDITOR =
  "default-src 'self'; script-src 'self'; img-src 'self' blob: data:; connect-src 'self' https://api.github.com; object-src 'none'; frame-ancestors 'none'";

describe("unitePolicies", () => {
  const baseline = unitePolicies([PAGES, EDITOR]);

  test("admits, directive by directive, what either policy admits", () => {
    expect(Object.fromEntries(parsePolicy(baseline))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'sha256-a'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'", "https://mail.example", "https://api.github.com"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
  });

  test("so that it narrows neither policy", () => {
    expect(layeringProblems(baseline, PAGES)).toEqual([]);
    expect(layeringProblems(baseline, EDITOR)).toEqual([]);
  });

  test("reads a left-out fetch directive as its fallback", () => {
    expect(unitePolicies(["default-src 'self'", "default-src 'none'; img-src blob:"])).toBe(
      "default-src 'self'; img-src 'self' blob:",
    );
  });

  test("refuses to leave open what one policy restricts", () => {
    expect(() => unitePolicies(["frame-ancestors 'none'", "default-src 'self'"])).toThrow(
      /frame-ancestors: a policy leaves it open/,
    );
  });
});

describe("layeringProblems", () => {
  test("names what the baseline would block of a page's own policy", () => {
    expect(layeringProblems(EDITOR, PAGES)).toEqual([
      "script-src: the baseline does not admit 'sha256-a'",
      "connect-src: the baseline does not admit https://mail.example",
    ]);
  });

  test("names a directive the baseline restricts and the policy leaves open", () => {
    expect(
      layeringProblems("default-src 'self'; form-action 'self'", "default-src 'self'"),
    ).toEqual(["form-action: the baseline restricts what the policy leaves open"]);
  });

  test("follows the fallbacks: worker-src to script-src, then default-src", () => {
    expect(
      layeringProblems("script-src 'self' blob:", "script-src 'self'; worker-src blob:"),
    ).toEqual([]);
    expect(layeringProblems("default-src 'self'", "default-src 'self'; worker-src blob:")).toEqual([
      "worker-src: the baseline does not admit blob:",
    ]);
  });
});
