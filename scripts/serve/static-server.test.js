/** @jest-environment node */
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { Readable } = require("node:stream");

// Every file stream the server opens goes through this spy (installed before the server module
// loads), so that a test can make one fail the way a rebuild or a bad disk does.
const realCreateReadStream = fs.createReadStream;
const createReadStream = jest.spyOn(fs, "createReadStream");
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
  createReadStream.mockReset();
  createReadStream.mockImplementation(realCreateReadStream);
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

describe("static server under faults", () => {
  const IMAGE = "image.png";
  const IMAGE_BYTES = 256 * 1024;

  beforeEach(() => {
    write(IMAGE, Buffer.alloc(IMAGE_BYTES, 7));
  });

  /** A file stream that sends `first` (if any), then fails as a disk read does. */
  function failingStream(first) {
    let sent = false;
    return new Readable({
      read() {
        if (first && !sent) {
          sent = true;
          this.push(first);
          return;
        }
        const error = new Error(`EIO: i/o error, read '${path.join(dir, IMAGE)}'`);
        this.destroy(Object.assign(error, { code: "EIO" }));
      },
    });
  }

  async function stillServing() {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>About</title>");
  }

  test("a file that cannot be read gets 500 without any path, and the server goes on", async () => {
    createReadStream.mockImplementationOnce(() => failingStream(null));
    const response = await get(`/${IMAGE}`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain(dir);
    expect(body).not.toMatch(/EIO|\/tmp|[A-Z]:\\/);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-length")).not.toBe(String(IMAGE_BYTES));
    expect(warnings).toEqual([expect.stringContaining("EIO")]);
    await stillServing();
  });

  test("a file that fails halfway through is cut off, and the server goes on", async () => {
    createReadStream.mockImplementationOnce(() => failingStream(Buffer.alloc(1024, 7)));
    // Cut off before or after the status line went out, depending on the socket's buffering.
    await expect(get(`/${IMAGE}`).then((response) => response.arrayBuffer())).rejects.toThrow();
    await stillServing();
  });

  test("a file removed by a rebuild after it was found gets the 404 page, and the server goes on", async () => {
    createReadStream.mockImplementationOnce((file, options) => {
      fs.rmSync(file);
      return realCreateReadStream(file, options);
    });
    const response = await get(`/${IMAGE}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    await stillServing();
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

  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers %s with 405 and the methods it allows, never the file",
    async (method) => {
      const response = await get("/about", { method, body: method === "POST" ? "x" : undefined });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(await response.text()).not.toContain("About");
    },
  );

  test("a _headers rule replaces the file server's value: each header is sent once", async () => {
    write(
      "_headers",
      `${HEADERS}\n/about\n  Content-Type: text/plain; charset=utf-8\n/${IMAGE}\n  Cache-Control: no-store\n  ETag: "fixed"\n`,
    );
    const about = await get("/about");
    expect(about.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const image = await get(`/${IMAGE}`);
    expect(image.headers.get("cache-control")).toBe("no-store");
    expect(image.headers.get("etag")).toBe('"fixed"');
  });

  test.each(["/about%5C..%5C..%5Csecret.txt", "/%5Cabout", "/about%00"])(
    "refuses %s, a path that could leave the folder on Windows, with 400",
    async (urlPath) => {
      const response = await get(urlPath);
      expect(response.status).toBe(400);
    },
  );

  test.each(["//[", "/%E0%A4%A", "/about?%"])(
    "answers a malformed target %s without failing",
    async (target) => {
      const response = await get(target);
      expect([200, 400, 404]).toContain(response.status);
      await stillServing();
    },
  );

  test("answers a request whose copy is still fresh with 304, keeping the _headers headers", async () => {
    const first = await get(`/${IMAGE}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates (fetch itself would add `Cache-Control: no-cache`).
    const again = await get(`/${IMAGE}`, {
      headers: { "if-none-match": etag ?? "", "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  test("answers a byte range with 206 and only those bytes, uncompressed", async () => {
    const response = await get("/app-0123456789abcdef0123.js", {
      headers: { range: "bytes=0-11", "accept-encoding": "gzip, br" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toMatch(/^bytes 0-11\/\d+$/);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("console.log(");
    const beyond = await get(`/${IMAGE}`, { headers: { range: `bytes=${IMAGE_BYTES}-` } });
    expect(beyond.status).toBe(416);
  });

  test("answers /contact with contact.html when there is no contact/index.html", async () => {
    write("contact.html", "<!doctype html><title>Contact</title>");
    const response = await get("/contact");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Contact</title>");
  });
});
