/** @jest-environment node */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CSS_MODULE_CLASS_NAME,
  cssModuleClassName,
  ignoreCssOrder,
  keyCacheOn,
  resolveToNothing,
  shortenCssModuleClassNames,
  splitStylesheetsByPage,
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

  it("names them with the namer it is given, the production build's", () => {
    const { config, cssModules } = gatsbyLikeConfig();
    expect(shortenCssModuleClassNames(config as WebpackConfig, cssModuleClassName)).toBe(1);
    expect(cssModules.options.modules).toEqual({
      namedExport: true,
      localIdentName: CSS_MODULE_CLASS_NAME,
      getLocalIdent: cssModuleClassName,
    });
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

describe("the production build's CSS Modules class names", () => {
  const root = mkdtempSync(path.join(tmpdir(), "class-names-"));
  const sheet = (file: string, text: string) => {
    writeFileSync(path.join(root, file), text);
    return { rootContext: root, resourcePath: path.join(root, file) };
  };

  it("keep the class's own name and change with the stylesheet's text, so its pages render again", () => {
    const first = cssModuleClassName(sheet("a.module.css", ".title { color: red }"), "", "title");
    expect(first).toMatch(/^title_[0-9a-f]{5}$/);
    expect(cssModuleClassName(sheet("a.module.css", ".title { color: red }"), "", "title")).toBe(
      first,
    );
    expect(
      cssModuleClassName(sheet("a.module.css", ".title { color: blue }"), "", "title"),
    ).not.toBe(first);
  });

  it("differ between two stylesheets with the same text and class", () => {
    const text = ".title { color: red }";
    expect(cssModuleClassName(sheet("b.module.css", text), "", "title")).not.toBe(
      cssModuleClassName(sheet("c.module.css", text), "", "title"),
    );
  });
});
