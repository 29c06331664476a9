import { renderToStaticMarkup } from "react-dom/server";
import { setPageGlobals, withoutPagePathScript } from "./page-globals";

/** The script Gatsby 5 writes into every page, as its static-entry builds it. */
function gatsbyPagePathScript(pagePath: string) {
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

describe("setPageGlobals", () => {
  afterEach(() => {
    delete window.pagePath;
    delete window.___webpackCompilationHash;
    delete window.___chunkMapping;
    delete document.body.dataset.pagePath;
  });

  it("takes the page's path from <body>, the build's hash, and an empty chunk mapping", () => {
    document.body.dataset.pagePath = '/a "quoted" path';
    setPageGlobals("e9d1d86e97c35266d49a");
    expect(window.pagePath).toBe('/a "quoted" path');
    expect(window.___webpackCompilationHash).toBe("e9d1d86e97c35266d49a");
    expect(window.___chunkMapping).toEqual({});
  });

  it("leaves what Gatsby's own inline scripts set (the change turned off)", () => {
    document.body.dataset.pagePath = "/about";
    window.pagePath = "/gatsby";
    window.___webpackCompilationHash = "gatsby-hash";
    window.___chunkMapping = '{"app":["/app.js"]}';
    setPageGlobals("bundle-hash");
    expect(window.pagePath).toBe("/gatsby");
    expect(window.___webpackCompilationHash).toBe("gatsby-hash");
    expect(window.___chunkMapping).toBe('{"app":["/app.js"]}');
  });

  it("sets no path on a page rendered without one (gatsby develop) and no hash outside webpack", () => {
    setPageGlobals();
    expect(window.pagePath).toBeUndefined();
    expect(window.___webpackCompilationHash).toBeUndefined();
  });
});

describe("withoutPagePathScript", () => {
  it("drops Gatsby's page-path script", () => {
    const other = <script key="app" src="/app.js" async />;
    const markup = renderToStaticMarkup(
      <>{withoutPagePathScript([gatsbyPagePathScript("/about"), other])}</>,
    );
    expect(markup).toBe('<script src="/app.js" async=""></script>');
  });

  it("leaves every other component, and a script it does not recognise, as it was", () => {
    const changed = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: 'window.pagePath="/a";window.pageData={};' }}
      />
    );
    const components = ["text", <p key="p" />, changed];
    expect(withoutPagePathScript(components)).toEqual(components);
  });
});
