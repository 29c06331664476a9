import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { setDefaultEffort } from "./encoder-effort";
import { removeLastBundles } from "./last-bundles";
import { isOn, offIn } from "./options";
import { ScriptsSliceRewrite } from "./scripts-slice";
import {
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

/**
 * gatsby-plugin-manifest's browser API only swaps the manifest link for localized manifests,
 * which this site has none of; its code is dropped by its own flag, but its `import … from
 * "gatsby"` stays and pulls Gatsby's slice runtime into the app chunk every page loads first
 * (1.9–2.0 KB gzip as README.md measures it; 2.3 KB when this was written). Resolving the file to
 * nothing leaves the plugin's build-time work untouched.
 */
const MANIFEST_BROWSER_API = createRequire(__filename).resolve(
  "gatsby-plugin-manifest/gatsby-browser",
);

/**
 * Gatsby's own partytown plugin's browser API puts off-main-thread scripts (`<Script
 * strategy="off-main-thread">`, which this site has none of) on the page in `gatsby develop`
 * only: in a production build it returns at once, but its `require`s stay and pull Partytown's
 * snippet and gatsby-script into the app chunk every page loads first. Resolving the file to
 * nothing leaves the server's rendering, which places such scripts, untouched.
 */
const PARTYTOWN_BROWSER_API = createRequire(__filename).resolve(
  "gatsby/dist/internal-plugins/partytown/gatsby-browser",
);

/**
 * Gatsby's webpack configurations, changed as README.md lists: CSS Modules classes named short
 * in every bundle (browser's and server's alike, or markup and stylesheets would disagree); the
 * server bundle's hashes salted with the stylesheets' names, so that an edited stylesheet renders
 * every page again; in the browser bundle one stylesheet per page, the CSS order warning off, and
 * gatsby-plugin-manifest's unused browser code left out, and the scripts slice rewritten: without
 * its inline scripts, its bundles started after the load event (scripts-slice.ts); the server
 * bundles on Node's own `fetch` rather than node-fetch.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, getConfig, actions },
  options,
) => {
  const config = (getConfig as () => WebpackConfig)();
  keyCacheOn(config, offIn(options));
  if (isOn(options, "short-class-names") && shortenCssModuleClassNames(config) === 0) {
    throw new Error(`webpack (${stage}): no css-loader with CSS Modules to name the classes of`);
  }
  if (stage === "build-javascript" || stage === "develop") {
    ignoreCssOrder(config);
    if (stage === "build-javascript" && isOn(options, "stylesheet-per-page")) {
      splitStylesheetsByPage(config);
    }
    if (isOn(options, "no-manifest-browser-api")) resolveToNothing(config, MANIFEST_BROWSER_API);
    if (stage === "build-javascript" && isOn(options, "no-partytown-browser-api")) {
      resolveToNothing(config, PARTYTOWN_BROWSER_API);
    }
  }
  // The server bundle is built after the browser's, whose stylesheets are then in public/.
  if (stage === "build-html") saltServerBundle(config, stylesheetsIn(path.resolve("public")));
  if (stage === "build-html" || stage === "develop-html") useNodesOwnFetch(config);
  const rewrites = {
    withoutInlineScripts: isOn(options, "no-inline-scripts"),
    scriptsAfterLoad: isOn(options, "scripts-after-load"),
  };
  if (
    stage === "build-javascript" &&
    (rewrites.withoutInlineScripts || rewrites.scriptsAfterLoad)
  ) {
    config.plugins = [...(config.plugins ?? []), new ScriptsSliceRewrite(rewrites)];
  }
  actions.replaceWebpackConfig(config);
};

/**
 * Clears the last build's bundles out of public/ before webpack writes this build's, so public/
 * holds exactly what this build made (last-bundles.ts).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }, options) => {
  if (!isOn(options, "remove-last-bundles")) return;
  // Gatsby builds in the site's folder and writes public/ there, as its own plugins assume.
  const removed = removeLastBundles(path.resolve("public"));
  if (removed.length > 0)
    reporter.verbose(`public/: removed ${removed.length} files of the last build's bundles`);
};

/**
 * sharp encodes the build's AVIF and WebP files at the efforts of encoder-effort.ts rather than
 * its slower defaults; set in every process that may encode (Gatsby runs this hook in each).
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = (_args, options) => {
  if (isOn(options, "avif-effort")) setDefaultEffort("avif");
  if (isOn(options, "webp-effort")) setDefaultEffort("webp");
};
