import {
  DEFAULT_SITE_URL,
  absoluteUrl,
  canonicalPath,
  deployedSiteUrlProblem,
  siteUrlFrom,
} from "./site-url";

describe("siteUrlFrom", () => {
  it("uses the default address when SITE_URL is not set or blank", () => {
    expect(siteUrlFrom({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFrom({ SITE_URL: "  " })).toBe(DEFAULT_SITE_URL);
  });

  it("drops a trailing slash so paths join one way", () => {
    expect(siteUrlFrom({ SITE_URL: "https://studioanvaya.in/" })).toBe("https://studioanvaya.in");
  });

  it("rejects an address that is not http(s)", () => {
    expect(() => siteUrlFrom({ SITE_URL: "ftp://studioanvaya.in" })).toThrow(/http\(s\)/);
  });
});

describe("deployedSiteUrlProblem", () => {
  it.each([undefined, "", "  "])(
    "refuses SITE_URL %p: a deployed site needs its address",
    (value) => {
      expect(deployedSiteUrlProblem({ SITE_URL: value })).toMatch(/^SITE_URL is not set\./);
    },
  );

  it.each([
    DEFAULT_SITE_URL,
    "https://studio.test",
    "https://studio.invalid/",
    "https://studio.example.com",
    "http://localhost:9000",
    "http://app.localhost",
    "http://127.0.0.1:9000",
    "http://[::1]:9000",
  ])("refuses %p, which names no site on the internet", (value) => {
    expect(deployedSiteUrlProblem({ SITE_URL: value })).toContain(
      `SITE_URL names no site on the internet: "${value}"`,
    );
  });

  it.each(["https://www.studioanvaya.in", "https://examples.org", "https://studio.testing.in"])(
    "takes %p",
    (value) => {
      expect(deployedSiteUrlProblem({ SITE_URL: value })).toBeNull();
    },
  );
});

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/services", "/services"],
    ["/services/", "/services"],
    ["/projects/laterite-villa-assagao/", "/projects/laterite-villa-assagao"],
    ["/projects?category=home", "/projects"],
    ["/about#designer", "/about"],
  ])("writes %p as %p", (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
  });
});

describe("absoluteUrl", () => {
  it("puts a page path or a built file on the public address", () => {
    expect(absoluteUrl("https://studioanvaya.in", "/")).toBe("https://studioanvaya.in/");
    expect(absoluteUrl("https://studioanvaya.in", "/about")).toBe("https://studioanvaya.in/about");
    expect(absoluteUrl("https://studioanvaya.in", "/static/ab12/cover.jpg")).toBe(
      "https://studioanvaya.in/static/ab12/cover.jpg",
    );
  });

  it("leaves an address that is already absolute alone", () => {
    expect(absoluteUrl("https://studioanvaya.in", "https://cdn.example/x.jpg")).toBe(
      "https://cdn.example/x.jpg",
    );
  });
});
