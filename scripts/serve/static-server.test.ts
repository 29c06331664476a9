import fs from "node:fs";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, test } from "node:test";
import { expect } from "expect";
import { BUILD_MARK } from "../../src/deploy/published-folder.ts";
import { localCertificate } from "./certificate.ts";
import {
  HOST_DEFAULT_CACHE_CONTROL,
  startStaticServer,
  type StaticServer,
} from "./static-server.ts";

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

let dir: string;
let server: StaticServer;
let warnings: string[];

function write(file: string, content: string | Buffer) {
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

function get(urlPath: string, init?: RequestInit) {
  return fetch(`${server.origin}${urlPath}`, { redirect: "manual", ...init });
}

async function stillServing() {
  const response = await get("/about");
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<title>About</title>");
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

  test("redirects /about/ to /about, keeping the query, with the headers of /about/", async () => {
    const response = await get("/about/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?a=1");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("cache-control")).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  test("answers an unknown path with 404.html, status 404 and the headers of that path", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  test("never serves the hosts' configuration or the build's mark", async () => {
    write(BUILD_MARK, "2147483646\n");
    for (const file of ["/_headers", `/${BUILD_MARK}`]) {
      const response = await get(file);
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
      expect(await response.text()).toContain("<title>Not found</title>");
    }
  });

  test("gives a response no rule sets Cache-Control for the hosts' default", async () => {
    const response = await get("/");
    expect(response.headers.get("cache-control")).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  test("compresses text of 1 KB or more (Brotli, else gzip) and applies the file's rules to it", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await get("/app-0123456789abcdef0123.js", {
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toMatch(/^console\.log\("x{4000}"\);$/);
    }
  });

  test("answers HEAD with the headers and no body", async () => {
    const response = await get("/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-extra")).toBe("one, two");
    expect(await response.text()).toBe("");
  });

  test("reads _headers again after a build renames a new one over it", async () => {
    expect((await get("/")).headers.get("x-content-type-options")).toBe("nosniff");
    write("_headers.new", "/*\n  X-Content-Type-Options: changed\n  Content-Security-Policy: x\n");
    fs.renameSync(path.join(dir, "_headers.new"), path.join(dir, "_headers"));
    expect((await get("/")).headers.get("x-content-type-options")).toBe("changed");
  });

  test("without _headers it answers 503, never a page without its policy", async () => {
    fs.rmSync(path.join(dir, "_headers"));
    const response = await get("/about");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.text()).toMatch(/_headers is missing/);
  });

  test("answers 503 while a running build's mark is there, and serves once it is gone or its build died", async () => {
    write(BUILD_MARK, `${String(process.pid)}\n`);
    const during = await get("/about");
    expect(during.status).toBe(503);
    expect(await during.text()).toMatch(/a build is rewriting public/);
    // A mark that names no running process was left by a failed build.
    write(BUILD_MARK, "2147483646\n");
    await stillServing();
    fs.rmSync(path.join(dir, BUILD_MARK));
    await stillServing();
  });

  test("a malformed _headers fails every response loudly instead of dropping its headers", async () => {
    write("_headers", "  X-Orphan: 1\n");
    const response = await get("/");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("line 1: a header before any path");
  });

  test("never follows a symbolic link out of the folder, but serves one that stays inside", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-outside-"));
    try {
      fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
      fs.mkdirSync(path.join(outside, "page"));
      fs.writeFileSync(path.join(outside, "page", "index.html"), "<title>Secret</title>");
      fs.symlinkSync(path.join(outside, "secret.txt"), path.join(dir, "secret.txt"));
      fs.symlinkSync(path.join(outside, "page"), path.join(dir, "linked"));
      fs.symlinkSync(path.join(dir, "about"), path.join(dir, "alias"));

      for (const urlPath of ["/secret.txt", "/linked", "/linked/index.html"]) {
        const response = await get(urlPath);
        expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
        expect(await response.text()).not.toContain("ecret");
      }
      const inside = await get("/alias");
      expect(inside.status).toBe(200);
      expect(await inside.text()).toContain("<title>About</title>");
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    test(`answers ${method} with 405 and the methods it allows, never the file`, async () => {
      const response = await get("/about", { method, ...(method === "POST" ? { body: "x" } : {}) });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(await response.text()).not.toContain("About");
    });
  }

  test("a _headers rule replaces the file server's value: each header is sent once", async () => {
    write(
      "_headers",
      `${HEADERS}\n/about\n  Content-Type: text/plain; charset=utf-8\n/index.html\n  ETag: "fixed"\n`,
    );
    const about = await get("/about");
    expect(about.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await get("/index.html")).headers.get("etag")).toBe('"fixed"');
  });

  for (const target of ["/about%5C..%5C..%5Csecret.txt", "/%5Cabout", "/about%00"]) {
    test(`refuses ${target}, a path that could leave the folder on Windows, with 400`, async () => {
      const response = await get(target);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    });
  }

  for (const target of ["//[", "/%E0%A4%A", "/about?%", "/%F0%9F", "/" + "a".repeat(5000)]) {
    test(`answers a malformed target ${target.slice(0, 20)} with a status, and goes on`, async () => {
      const response = await get(target);
      expect([200, 400, 404]).toContain(response.status);
      await stillServing();
    });
  }

  test("answers a request whose copy is still fresh with 304, keeping the _headers headers", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates (fetch itself would add `Cache-Control: no-cache`).
    const again = await get("/about", {
      headers: { "if-none-match": etag ?? "", "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  test("answers /contact with contact.html when there is no contact/index.html", async () => {
    write("contact.html", "<!doctype html><title>Contact</title>");
    const response = await get("/contact");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Contact</title>");
    expect(warnings).toEqual([]);
  });

  test("with a certificate it speaks HTTP/2 over TLS, with the same answers and headers", async () => {
    const tls = localCertificate();
    const secure = await startStaticServer(dir, { tls, warn: (text) => warnings.push(text) });
    const session = http2.connect(secure.origin, { ca: tls.cert });
    try {
      expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = (urlPath: string) =>
        new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const stream = session.request({ ":path": urlPath, "accept-encoding": "identity" });
          let body = "";
          let headers: http2.IncomingHttpHeaders = {};
          stream.on("response", (received) => (headers = received));
          stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
          stream.on("end", () => {
            resolve({ headers, body });
          });
          stream.on("error", reject);
        });
      const about = await answer("/about");
      expect(about.headers[":status"]).toBe(200);
      expect(about.body).toContain("<title>About</title>");
      expect(about.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(about.headers["x-extra"]).toBe("one, two");
      const redirect = await answer("/about/");
      expect(redirect.headers[":status"]).toBe(301);
      expect(redirect.headers.location).toBe("/about");
      expect(warnings).toEqual([]);
    } finally {
      session.close();
      secure.stop();
    }
  });
});
