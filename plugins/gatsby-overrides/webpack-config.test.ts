/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CSS_MODULE_CLASS_NAME,
  ignoreCssOrder,
  keyCacheOn,
  resolveToNothing,
  saltServerBundle,
  shortenCssModuleClassNames,
  splitStylesheetsByPage,
  stylesheetsIn,
  useNodesOwnFetch,
  type WebpackConfig,
} from "./webpack-config";

function gatsbyLikeConfig() {
  const cssModules = {
    loader: "/x/node_modules/css-loader/dist/cjs.js",
    options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } },
  };
  const plainCss = {
    loader: "/x/node_modules/css-loader/dist/cjs.js",
    options: { modules: false },
  };
  const js = { loader: "babel-loader", options: { modules: { keep: true } } };
  const config = {
    module: {
      rules: [
        { use: [js] },
        {
          oneOf: [
            { use: [{ loader: "mini-css-extract" }, cssModules, "postcss-loader"] },
            { use: [plainCss] },
          ],
        },
      ],
    },
    optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } },
  };
  return { config, cssModules, plainCss, js };
}

describe("webpack configuration", () => {
  it("names CSS Modules classes short in every css-loader that scopes classes, and no other", () => {
    const { config, cssModules, plainCss, js } = gatsbyLikeConfig();
    expect(shortenCssModuleClassNames(config as WebpackConfig)).toBe(1);
    expect(cssModules.options.modules).toEqual({
      namedExport: true,
      localIdentName: CSS_MODULE_CLASS_NAME,
    });
    expect(plainCss.options.modules).toBe(false);
    expect(js.options.modules).toEqual({ keep: true });
  });

  it("says when a configuration has no CSS Modules loader to change", () => {
    expect(shortenCssModuleClassNames({ module: { rules: [{ use: "babel-loader" }] } })).toBe(0);
    expect(shortenCssModuleClassNames({})).toBe(0);
  });

  it("drops Gatsby's one site-wide stylesheet chunk and keeps the other groups", () => {
    const { config } = gatsbyLikeConfig();
    splitStylesheetsByPage(config);
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
  });

  it("turns off the CSS order warning of mini-css-extract, and of no other plugin", () => {
    class MiniCssExtractPlugin {
      options = { ignoreOrder: false };
    }
    class OtherPlugin {
      options = { ignoreOrder: false };
    }
    const config = { plugins: [new OtherPlugin(), new MiniCssExtractPlugin()] };
    ignoreCssOrder(config);
    expect(config.plugins.map((plugin) => plugin.options.ignoreOrder)).toEqual([false, true]);
  });

  it("resolves a file to nothing and keeps the aliases already there", () => {
    const config: WebpackConfig = { resolve: { alias: { "@a": "/x/a.js" } } };
    resolveToNothing(config, "/x/node_modules/p/gatsby-browser.js");
    expect(config.resolve?.alias).toEqual({
      "@a": "/x/a.js",
      "/x/node_modules/p/gatsby-browser.js": false,
    });
  });

  it("takes node-fetch out of the server bundles' provided names, and keeps the others", () => {
    class ProvidePlugin {
      definitions: Record<string, unknown>;
      constructor(definitions: Record<string, unknown>) {
        this.definitions = definitions;
      }
    }
    const fetch = "/x/node_modules/node-fetch/lib/index.js";
    const provided = new ProvidePlugin({ fetch, "global.fetch": fetch, React: "react" });
    const config = { plugins: [new ProvidePlugin({ process: "process" }), provided] };
    expect(useNodesOwnFetch(config)).toBe(2);
    expect(provided.definitions).toEqual({ React: "react" });
    expect(config.plugins[0]?.definitions).toEqual({ process: "process" });
    expect(useNodesOwnFetch(config)).toBe(0);
  });

  it("keys webpack's cache on the switches turned off, in any order, and leaves it alone with none", () => {
    const cache = () => ({ cache: { type: "filesystem", name: "build-javascript" } });
    const [a, b, none, off] = [cache(), cache(), cache(), { cache: false }];
    keyCacheOn(a, ["stylesheet-per-page", "short-class-names"]);
    keyCacheOn(b, ["short-class-names", "stylesheet-per-page"]);
    keyCacheOn(none, []);
    keyCacheOn(off, ["short-class-names"]);
    expect(a.cache).toEqual({
      type: "filesystem",
      name: "build-javascript",
      version: "off:short-class-names,stylesheet-per-page",
    });
    expect(b.cache).toEqual(a.cache);
    expect(none.cache).toEqual(cache().cache);
    expect(off.cache).toBe(false);
  });
});

describe("the server bundle's salt", () => {
  const publicDir = (names: string[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(dir, "static"));
    for (const name of names) writeFileSync(path.join(dir, name), "");
    return dir;
  };

  it("is the browser build's stylesheets at the root of public/, in order, and nothing else", () => {
    const dir = publicDir(["b.2.css", "app-1.js", "a.1.css", "a.1.css.map", "page-data.json"]);
    expect(stylesheetsIn(dir)).toEqual(["a.1.css", "b.2.css"]);
  });

  it("changes with any stylesheet's name, so every page renders again, and keeps the rest", () => {
    const salted = (names: string[]) => {
      const config: WebpackConfig = { output: { hashSalt: undefined }, plugins: [] };
      saltServerBundle(config, names);
      return config;
    };
    const before = salted(["a.1.css", "b.2.css"]);
    expect(before.output?.hashSalt).toBe(salted(["a.1.css", "b.2.css"]).output?.hashSalt);
    expect(before.output?.hashSalt).not.toBe(salted(["a.1.css", "b.3.css"]).output?.hashSalt);
    expect(before.plugins).toEqual([]);
  });
});
