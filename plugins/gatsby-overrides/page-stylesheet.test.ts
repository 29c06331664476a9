/** @jest-environment node */
import { inlinedPageCss } from "./page-stylesheet";

describe("inlinedPageCss", () => {
  it("joins the text of the stylesheets Gatsby inlines into the page", () => {
    const styles = [
      { name: "/component---src-pages-about-tsx.css", rel: "preload", content: ".a{color:red}" },
      { name: "/commons.css", rel: "preload", content: ".b{font-style:italic}" },
    ];
    expect(inlinedPageCss({ styles, pathname: "/about" })).toBe(
      ".a{color:red}\n.b{font-style:italic}",
    );
  });

  it("leaves out stylesheets Gatsby only prefetches (they are another page's)", () => {
    const styles = [
      { name: "/page.css", rel: "preload", content: ".a{}" },
      { name: "/other.css", rel: "prefetch", content: ".b{font-style:italic}" },
    ];
    expect(inlinedPageCss({ styles })).toBe(".a{}");
  });

  it("reads no CSS where Gatsby passes none (gatsby develop) or something unexpected", () => {
    expect(inlinedPageCss({})).toBe("");
    expect(inlinedPageCss({ styles: "nope" })).toBe("");
    expect(inlinedPageCss({ styles: [null, 3, { rel: "preload" }] })).toBe("");
  });
});
