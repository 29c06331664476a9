/** @jest-environment node */
import { findInlineCode } from "./inline-code";

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
