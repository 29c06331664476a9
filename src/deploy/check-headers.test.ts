/** @jest-environment node */
import { headerProblems } from "./check-headers";

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
    expect(headerProblems(text, ["/about"], REQUIRED, layered)).toEqual([
      "/about: Content-Security-Policy is set by /* and /about and /:page",
    ]);
    expect(headerProblems(text.split("\n/:page")[0] ?? "", ["/about"], REQUIRED, layered)).toEqual(
      [],
    );
    expect(headerProblems(text.split("\n/:page")[0] ?? "", ["/about"], REQUIRED)).toEqual([
      "/about: Content-Security-Policy is set by /* and /about",
    ]);
  });
});
