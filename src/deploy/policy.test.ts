/** @jest-environment node */
import {
  contentSecurityPolicy,
  DENIED_FEATURES,
  findInlineCode,
  loopbackProblems,
  OPENER_POLICY,
  scriptHash,
  securityHeaders,
} from "./policy";

describe("scriptHash", () => {
  test("is the base64 SHA-256 of the script's UTF-8 text as a quoted source expression", () => {
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // Checked with: printf '%s' 'window.pagePath="/about";' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('window.pagePath="/about";')).toBe(
      "'sha256-hDDDgEfeJrKTxdyG6HX19uQiiDUOxat1oEfOMIQ3jIQ='",
    );
    expect(scriptHash("é")).not.toBe(scriptHash("e"));
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    connectOrigins: ["http://127.0.0.1:8025"],
  });
  const directives = new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

  test("admits scripts from the site and the hashed inline scripts only, once each, sorted", () => {
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test("has every directive the site relies on", () => {
    expect(Object.fromEntries(directives)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'sha256-a'", "'sha256-b'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "http://127.0.0.1:8025"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  test("connect-src is the site alone when the form sends nowhere", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] })).toContain(
      "connect-src 'self';",
    );
  });
});

describe("securityHeaders", () => {
  const headers = Object.fromEntries(securityHeaders("default-src 'self'"));

  test("carries the given policy and the fixed security headers", () => {
    expect(headers).toEqual({
      "Content-Security-Policy": "default-src 'self'",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.any(String) as unknown,
    });
  });

  test("leaves the opener policy to each page's rules: the public pages isolate themselves", () => {
    expect(OPENER_POLICY).toBe("same-origin");
  });

  test("denies the powerful features to every origin, in Permissions-Policy's syntax", () => {
    const policy = headers["Permissions-Policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(DENIED_FEATURES).toContain(feature);
    }
    expect(policy.split(", ")).toEqual(DENIED_FEATURES.map((feature) => `${feature}=()`));
  });
});

function page(head: string, body = ""): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

describe("findInlineCode", () => {
  test("lists the inline scripts a browser runs, in document order, exactly as written", () => {
    const html = page(
      `<script>window.a = "&amp;";</script><script type="module">import("/x.js")</script>`,
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>
       <script type="text/javascript">b()</script><script type=" Module ">c()</script>`,
    );
    expect(findInlineCode(html).scripts).toEqual([
      'window.a = "&amp;";',
      'import("/x.js")',
      '/*<![CDATA[*/window.pagePath="/about";/*]]>*/',
      "b()",
      "c()",
    ]);
  });

  test("leaves out data blocks, external scripts and scripts in comments", () => {
    const html = page(
      `<script type="application/ld+json">{"@type":"Organization"}</script>
       <script type="application/json">{}</script>
       <script src="/app-1.js" async></script>
       <!-- <script>commented()</script> -->`,
    );
    expect(findInlineCode(html)).toEqual({ scripts: [], blocked: [] });
  });

  test("counts import maps and the obsolete language attribute as the browser does", () => {
    const html = page(
      `<script type="importmap">{"imports":{}}</script><script language="javascript">d()</script>
       <script language="vbscript">e()</script>`,
    );
    expect(findInlineCode(html).scripts).toEqual(['{"imports":{}}', "d()"]);
  });

  test("normalises Windows line ends inside a script, as the browser hashes it", () => {
    expect(findInlineCode(page("<script>a()\r\nb()</script>")).scripts).toEqual(["a()\nb()"]);
  });

  test("finds scripts inside a template and inside SVG", () => {
    const html = page(
      "",
      `<template><script>f()</script></template><svg><script>g()</script></svg>`,
    );
    expect(findInlineCode(html).scripts).toEqual(["f()", "g()"]);
  });

  test("reports event-handler attributes and javascript: URLs, which only 'unsafe-inline' would admit", () => {
    const html = page(
      "",
      `<img src="/a.jpg" alt="" onload="this.style.opacity=1">
       <a href=" JavaScript:void(0)">x</a><form action="/ok"></form><button formaction="javascript:go()">y</button>`,
    );
    expect(findInlineCode(html).blocked).toEqual([
      "<img onload>",
      "<a href=javascript:>",
      "<button formaction=javascript:>",
    ]);
  });
});

describe("loopbackProblems", () => {
  it.each([
    'fetch("http://127.0.0.1:8025/api/v1.0/email/send")',
    "connect-src 'self' http://localhost:8025",
    'origin:"http://[::1]:9000"',
    "https://outbox.localhost",
    "http://0.0.0.0:8025",
    "HTTP://127.1.2.3",
  ])("finds a loopback address in %s", (text) => {
    expect(loopbackProblems([["app.js", text]])).toHaveLength(1);
  });

  it("names the file and the address once, however often it appears", () => {
    expect(loopbackProblems([["_headers", "http://127.0.0.1:8025 http://127.0.0.1:8025"]])).toEqual(
      [
        "public/_headers: names http://127.0.0.1:8025, the visitor's own machine: a deployable build must not (was it built for the local outbox?)",
      ],
    );
  });

  it.each([
    '"localhost"!==window.location.hostname',
    "https://api.emailjs.com",
    "https://localhost.example.com",
    "http://128.0.0.1",
  ])("leaves %s alone", (text) => {
    expect(loopbackProblems([["app.js", text]])).toEqual([]);
  });
});
