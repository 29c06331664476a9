import vm from "node:vm";
import { renderToStaticMarkup } from "react-dom/server";
import { PAGE_PATH_SCRIPT, withSharedPagePathScript } from "./page-path-script";

/** The script Gatsby 5 writes into every page, as its static-entry builds it. */
function gatsbyScript(pagePath: string) {
  return (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      dangerouslySetInnerHTML={{
        __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
      }}
    />
  );
}

const markup = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

describe("withSharedPagePathScript", () => {
  it("gives every page the same script code, with its path in an attribute", () => {
    const about = markup(withSharedPagePathScript([gatsbyScript("/about")]));
    const notFound = markup(withSharedPagePathScript([gatsbyScript("/404.html")]));
    expect(about).toBe(
      `<script id="gatsby-script-loader" data-page-path="/about">${PAGE_PATH_SCRIPT}</script>`,
    );
    expect(notFound).toContain('data-page-path="/404.html"');
    expect(notFound.replace(/data-page-path="[^"]*"/, "")).toBe(
      about.replace(/data-page-path="[^"]*"/, ""),
    );
  });

  it("sets window.pagePath to the page's path when the browser runs it", () => {
    document.body.innerHTML = markup(withSharedPagePathScript([gatsbyScript('/a "quoted" path')]));
    const script = document.getElementById("gatsby-script-loader") as HTMLScriptElement;
    const fakeWindow: { pagePath?: string } = {};
    vm.runInNewContext(script.text, { window: fakeWindow, document: { currentScript: script } });
    expect(fakeWindow.pagePath).toBe('/a "quoted" path');
  });

  it("leaves every other component, and a script it does not recognise, as it was", () => {
    const other = <script key="other" id="gatsby-chunk-mapping" />;
    const changed = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: 'window.pagePath="/a";window.pageData={};' }}
      />
    );
    const components = ["text", other, changed];
    expect(withSharedPagePathScript(components)).toEqual(components);
  });
});
