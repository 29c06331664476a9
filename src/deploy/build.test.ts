/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  buildHeadersFile,
  DEFAULT_OUTBOX_ORIGIN,
  developOutbox,
  emailProblemText,
  HeadersBuildError,
} from "./build";
import { IMMUTABLE, REVALIDATE } from "./caching";
import { headersFor, parseHeadersFile } from "./headers-format";
import { layeringProblems } from "./layered-policy";
import { scriptHash } from "./policy";

const LOADER = (pagePath: string) => `/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`;
const SHARED = 'window.___webpackCompilationHash="f4db186d065d664961e2";';
const PREFILTER = "(function(){document.documentElement.dataset.f='home'})()";
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';

function page(pagePath: string, extra = ""): string {
  return `<!doctype html><html lang="en"><head>${extra}<script type="application/ld+json">${JSON_LD}</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">${LOADER(pagePath)}</script><script>${SHARED}</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
}

const SITE: Record<string, string> = {
  "index.html": page("/"),
  "about/index.html": page("/about"),
  "projects/index.html": page("/projects", `<script data-gatsby-head="true">${PREFILTER}</script>`),
  "projects/villa/index.html": page("/projects/villa"),
  "404.html": page("/404.html"),
  "app-0123456789abcdef0123.js": "",
  "static/abc/123/photo.webp": "",
  "page-data/app-data.json": "{}",
  "page-data/about/page-data.json": "{}",
};

const OUTBOX = { GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8125" };
const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "k",
  GATSBY_EMAILJS_SERVICE_ID: "s",
  GATSBY_EMAILJS_TEMPLATE_ID: "t",
};

let dir: string;

function write(files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof HeadersBuildError) return error.problems;
    throw error;
  }
  throw new Error("expected a HeadersBuildError");
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-build-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("buildHeadersFile", () => {
  beforeEach(() => {
    write(SITE);
  });

  test("one policy admits every page's inline scripts by hash, and nothing else inline", () => {
    const built = buildHeadersFile(dir, OUTBOX);
    const scriptSrc = /script-src ([^;]*)/.exec(built.policy)?.[1]?.split(" ");
    const expected = [
      ...["/", "/about", "/projects", "/projects/villa", "/404.html"].map(LOADER),
      SHARED,
      PREFILTER,
    ].map(scriptHash);
    expect(scriptSrc).toEqual(["'self'", ...[...expected].sort()]);
    expect(scriptSrc).not.toContain(scriptHash(JSON_LD));
    expect(built).toMatchObject({ pages: 5, scriptHashes: 7 });
  });

  test("every page gets that policy over the baseline, which admits it; an unknown URL the baseline alone", () => {
    const built = buildHeadersFile(dir, OUTBOX);
    const rules = parseHeadersFile(built.text);
    const header = (url: string, name: string) => Object.fromEntries(headersFor(rules, url))[name];
    for (const url of ["/", "/about", "/projects/villa", "/404.html", "/page-data/app-data.json"]) {
      expect(header(url, "Content-Security-Policy")).toBe(`${built.baseline}, ${built.policy}`);
      expect(header(url, "Cross-Origin-Opener-Policy")).toBe("same-origin");
    }
    expect(layeringProblems(built.baseline, built.policy)).toEqual([]);
    expect(header("/no-such-page", "Content-Security-Policy")).toBe(built.baseline);
    expect(built.baseline).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  test("the content editor at /admin gets its own policy over the baseline, keeps its sign-in popup and is not indexed", () => {
    write({
      "admin/index.html":
        '<!doctype html><html lang="en"><head><script type="module" src="/admin/cms.js"></script></head><body></body></html>',
      "admin/cms.js": 'const dev="http://localhost:5174";',
      "admin/config.yml": "backend: {}",
      "admin/chunks/ja-0123ABCD.js": "",
      "admin/assets/font-0123.woff2": "",
    });
    const built = buildHeadersFile(dir, KEYS);
    const rules = parseHeadersFile(built.text);
    const headers = (url: string) => Object.fromEntries(headersFor(rules, url));
    expect(headers("/admin")).toMatchObject({
      "Content-Security-Policy": `${built.baseline}, ${built.editorPolicy}`,
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex",
      "Cache-Control": REVALIDATE,
    });
    expect(layeringProblems(built.baseline, built.editorPolicy)).toEqual([]);
    expect(built.editorPolicy).toMatch(
      /img-src 'self' blob: data: https:\/\/avatars\.githubusercontent\.com;/,
    );
    expect(built.editorPolicy).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
    // Neither the pages' scripts nor their e-mail service are the editor's business.
    expect(built.editorPolicy).not.toMatch(/sha256|emailjs/);
    for (const url of [
      "/admin/cms.js",
      "/admin/chunks/ja-0123ABCD.js",
      "/admin/assets/font-0123.woff2",
    ]) {
      expect(headers(url)["Cache-Control"]).toBe(REVALIDATE);
    }
    expect(headers("/admin/chunks/ja-0123ABCD.js")["Content-Security-Policy"]).toBe(built.baseline);
    // Sveltia's own code names its development server; only the site's scripts are scanned.
    expect(built.text).not.toContain("localhost");
  });

  test("connect-src names the EmailJS origin this build sends to", () => {
    const policyWith = (env: Record<string, string>) =>
      /connect-src ([^;]*)/.exec(buildHeadersFile(dir, env).policy)?.[1];
    expect(policyWith(OUTBOX)).toBe("'self' http://127.0.0.1:8125");
    expect(policyWith(KEYS)).toBe("'self' https://api.emailjs.com");
    expect(policyWith({ ...KEYS, GATSBY_EMAILJS_ORIGIN: "https://mail.example/emailjs/" })).toBe(
      "'self' https://mail.example",
    );
  });

  test("refuses a build that could not send, with the reason", () => {
    const problems = problemsOf(() => buildHeadersFile(dir, { GATSBY_EMAILJS_PUBLIC_KEY: "k" }));
    expect(problems.join("\n")).toMatch(
      /GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are not set/,
    );
  });

  test("refuses a deployable build whose scripts name a loopback address, naming the file", () => {
    write({ "component---contact-0123456789abcdef0123.js": 'o="http://127.0.0.1:8025"' });
    expect(problemsOf(() => buildHeadersFile(dir, KEYS))).toEqual([
      "public/component---contact-0123456789abcdef0123.js: names http://127.0.0.1:8025, the visitor's own machine: a deployable build must not (was it built for the local outbox?)",
    ]);
    // The local mode's own build does post there, and says so in its policy.
    expect(() => buildHeadersFile(dir, OUTBOX)).not.toThrow();
  });

  test("gives pages, page data and hashed files their caching rules", () => {
    const rules = parseHeadersFile(buildHeadersFile(dir, OUTBOX).text);
    const cacheControl = (url: string) =>
      Object.fromEntries(headersFor(rules, url))["Cache-Control"];
    expect(cacheControl("/")).toBe(REVALIDATE);
    expect(cacheControl("/projects/villa")).toBe(REVALIDATE);
    expect(cacheControl("/page-data/app-data.json")).toBe(REVALIDATE);
    expect(cacheControl("/app-0123456789abcdef0123.js")).toBe(IMMUTABLE);
    expect(cacheControl("/static/abc/123/photo.webp")).toBe(IMMUTABLE);
  });

  test("refuses inline code that only 'unsafe-inline' would admit, naming the file", () => {
    write({ "about/index.html": page("/about", '<img src="/a.jpg" alt="" onload="go()">') });
    expect(problemsOf(() => buildHeadersFile(dir, OUTBOX))).toEqual([
      "public/about/index.html: <img onload> is inline code that the policy blocks; move it into a script",
    ]);
  });

  test("refuses an EmailJS origin that a policy cannot name", () => {
    expect(
      problemsOf(() => buildHeadersFile(dir, { ...KEYS, GATSBY_EMAILJS_ORIGIN: "localhost:8025" })),
    ).toEqual([
      'GATSBY_EMAILJS_ORIGIN must be an https address (the site is served over HTTPS, and browsers block its requests to plain http): "localhost:8025"',
    ]);
  });

  test("refuses a folder without a build", () => {
    rmSync(path.join(dir, "index.html"));
    expect(problemsOf(() => buildHeadersFile(dir, OUTBOX))).toEqual([
      `${dir} has no index.html: no build?`,
    ]);
  });

  test("refuses a policy longer than Cloudflare Pages reads", () => {
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [
        `projects/p${index}/index.html`,
        page(`/projects/p${index}`),
      ]),
    );
    write(many);
    const problems = problemsOf(() => buildHeadersFile(dir, OUTBOX));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(
        /^line \d+ \(Content-Security-Policy: .*\) is \d+ characters: Cloudflare Pages reads at most 2000$/,
      );
    }
  });
});

describe("what the build says about the contact form", () => {
  test("names every missing key and how to set it, or the local alternative", () => {
    const text = emailProblemText({ kind: "missing-keys", missing: ["GATSBY_EMAILJS_SERVICE_ID"] });
    expect(text).toMatch(/GATSBY_EMAILJS_SERVICE_ID is not set/);
    expect(text).toMatch(/GATSBY_EMAILJS_TEMPLATE_ID=<template ID>/);
    expect(text).toMatch(/npm start/);
  });

  test("gatsby develop without keys is a local build on the default outbox", () => {
    expect(developOutbox({})).toBe(DEFAULT_OUTBOX_ORIGIN);
    expect(developOutbox({ GATSBY_EMAILJS_PUBLIC_KEY: "k" })).toBeNull();
    expect(developOutbox({ GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8125" })).toBeNull();
  });
});
