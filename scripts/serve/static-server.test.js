/** @jest-environment node */
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { startStaticServer, HOST_DEFAULT_CACHE_CONTROL } = require("./static-server");

const HEADERS = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'

/app-0123456789abcdef0123.js
  Cache-Control: public, max-age=31536000, immutable

/about
  Cache-Control: public, max-age=0, must-revalidate
  X-Extra: one

/about
  x-extra: two
`;

let dir;
let server;
let warnings;

function write(file, content) {
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  write("index.html", "<!doctype html><title>Home</title>");
  write("about/index.html", "<!doctype html><title>About</title>");
  write("404.html", "<!doctype html><title>Not found</title>");
  write("app-0123456789abcdef0123.js", `console.log(${JSON.stringify("x".repeat(4000))});`);
  write("_headers", HEADERS);
  warnings = [];
  server = await startStaticServer(dir, { warn: (text) => warnings.push(text) });
});

afterEach(() => {
  server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(urlPath, init) {
  return fetch(`${server.origin}${urlPath}`, { redirect: "manual", ...init });
}

describe("static server", () => {
  test("answers /about with about/index.html and every matching rule's headers, joined", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>About</title>");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("x-extra")).toBe("one, two");
  });

  test("redirects /about/ to /about, keeping the query", async () => {
    const response = await get("/about/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?a=1");
  });

  test("answers an unknown path with 404.html, status 404 and the headers of that path", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  test("never serves the hosts' configuration file", async () => {
    const response = await get("/_headers");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Cache-Control");
  });

  test("gives a response no rule sets Cache-Control for the hosts' default", async () => {
    const response = await get("/");
    expect(response.headers.get("cache-control")).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  test("compresses text of 1 KB or more and applies the file's rules to it", async () => {
    const response = await get("/app-0123456789abcdef0123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toMatch(/^console\.log\("x{4000}"\);$/);
  });

  test("answers HEAD with the headers and no body", async () => {
    const response = await get("/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-extra")).toBe("one, two");
    expect(await response.text()).toBe("");
  });

  test("reads _headers again after a rebuild changes it", async () => {
    expect((await get("/")).headers.get("x-content-type-options")).toBe("nosniff");
    write("_headers", "/*\n  X-Content-Type-Options: changed\n");
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, "_headers"), later, later);
    expect((await get("/")).headers.get("x-content-type-options")).toBe("changed");
  });

  test("without _headers it serves the files and warns once", async () => {
    fs.rmSync(path.join(dir, "_headers"));
    expect((await get("/about")).status).toBe(200);
    expect((await get("/")).headers.get("content-security-policy")).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/_headers is missing/)]);
  });

  test("a malformed _headers fails every response loudly instead of dropping its headers", async () => {
    write("_headers", "  X-Orphan: 1\n");
    const response = await get("/");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("line 1: a header before any path");
  });
});
