import { readdirSync } from "node:fs";

/**
 * The changes this plugin makes to Gatsby's webpack configurations (its gatsby-node's
 * onCreateWebpackConfig). Only the parts of webpack's configuration read here are typed.
 */

interface LoaderUse {
  loader?: string;
  options?: unknown;
}

interface Rule {
  oneOf?: Rule[];
  rules?: Rule[];
  use?: LoaderUse | (LoaderUse | string)[] | string;
}

export interface WebpackConfig {
  cache?: boolean | { type?: string; version?: string };
  plugins?: unknown[];
  resolve?: { alias?: Record<string, string | false> };
  module?: { rules?: Rule[] };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
  output?: { hashSalt?: string };
}

/**
 * A CSS Modules class as this plugin names it: six letters hashed from its file and name
 * ("kQxBfz"). Gatsby's default adds the file's name ("HeroCarousel-module--carousel--6d937");
 * every class is written twice per page (in the markup and in the inlined stylesheet), so the
 * name's length is paid on every page. Letters only (base 52): a name never starts with a digit,
 * which CSS would have to escape. Six of them make two of the site's few hundred classes sharing
 * a name about a one-in-a-hundred-thousand chance. Measured on the built pages of 2026-11-27
 * (Brotli 4), against `carousel_3a9f0`: 0.26 KB less on `/services`, 0.30 KB on the home page,
 * which gave them back their room for the staff's edits (docs/performance.md).
 */
export const CSS_MODULE_CLASS_NAME = "[hash:base52:6]";

function uses(rule: Rule): LoaderUse[] {
  const list = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
  return list.filter((use): use is LoaderUse => typeof use === "object");
}

function eachRule(rules: readonly Rule[] | undefined, visit: (rule: Rule) => void): void {
  for (const rule of rules ?? []) {
    visit(rule);
    eachRule(rule.oneOf, visit);
    eachRule(rule.rules, visit);
  }
}

/**
 * Names CSS Modules classes short in every css-loader that scopes classes (CSS_MODULE_CLASS_NAME).
 * It must be applied to every stage of a build alike (the browser's bundles and the server's
 * HTML), or the markup and the stylesheets would name the classes differently; returns how many
 * loaders it changed, so the caller can fail when Gatsby's configuration no longer has one.
 */
export function shortenCssModuleClassNames(config: WebpackConfig): number {
  let changed = 0;
  eachRule(config.module?.rules, (rule) => {
    for (const use of uses(rule)) {
      const options = use.options as { modules?: unknown } | undefined;
      const modules = options?.modules;
      if (!use.loader?.includes("css-loader") || typeof modules !== "object" || !modules) continue;
      options.modules = { ...modules, localIdentName: CSS_MODULE_CLASS_NAME };
      changed += 1;
    }
  });
  return changed;
}

/** The stylesheets at the root of public/, sorted: this build's, once the browser's bundles are written. */
export function stylesheetsIn(publicDir: string): string[] {
  return readdirSync(publicDir)
    .filter((name) => name.endsWith(".css"))
    .sort();
}

/**
 * Gatsby renders a page's HTML again only when the page's data or the server bundle's chunks
 * changed, yet each page's HTML inlines its stylesheet and names its file. An edit to a stylesheet
 * alone (global.css, the rules of a CSS Module) left the server bundle as it was: a warm build
 * kept the old rules in every page and linked a stylesheet the build had just removed. Salting the
 * server bundle's hashes with the browser build's stylesheet names, each of which carries a hash
 * of its content, renders every page again when a stylesheet changed, and only then.
 */
export function saltServerBundle(config: WebpackConfig, stylesheets: readonly string[]): void {
  config.output = { ...config.output, hashSalt: stylesheets.join("\n") };
}

/**
 * Gatsby puts every CSS module of the site into one `styles` chunk, which it then inlines into
 * every page: 50 KB of rules (10 KB gzip) in each HTML, most of them for other pages, which
 * pushed every page's HTML past the 14.6 KB a new connection's first round trip carries.
 * Without that group a page's stylesheet holds the rules of the components it uses (the shell's
 * included), and Gatsby inlines it; a page reached by client-side navigation, and a lazy chunk
 * (the lightbox), brings its own stylesheet with its code. CSS Modules scope every class, so no
 * rule depends on the order in which stylesheets arrive.
 */
export function splitStylesheetsByPage(config: WebpackConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (splitChunks && splitChunks.cacheGroups) delete splitChunks.cacheGroups.styles;
}

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean };
}

interface ProvidePlugin {
  definitions: Record<string, unknown>;
}

/**
 * The configuration's plugins made by the class `className` (webpack's plugins come from Gatsby's
 * own copies of their packages, so they are known by their class's name, not by `instanceof`).
 */
function pluginsNamed<Plugin>(config: WebpackConfig, className: string): Plugin[] {
  return (config.plugins ?? []).filter(
    (plugin) => (plugin as object | undefined)?.constructor.name === className,
  ) as Plugin[];
}

/**
 * CSS Modules scope every class to its component, so the order in which chunks meet their
 * stylesheets does not matter: mini-css-extract's "Conflicting order" warning is noise here.
 */
export function ignoreCssOrder(config: WebpackConfig): void {
  const cssExtracts = pluginsNamed<CssExtractPlugin>(config, "MiniCssExtractPlugin");
  for (const cssExtract of cssExtracts) cssExtract.options.ignoreOrder = true;
}

/** The names Gatsby's server bundles get node-fetch under. */
const PROVIDED_FETCH = ["fetch", "global.fetch"];

/**
 * Gatsby gives its server bundles node-fetch as `fetch`, for the Node releases before 18 that had
 * none. Node 22 and 24 have their own, and node-fetch's URL parser loads Node's deprecated
 * `punycode` module, whose warning Gatsby printed as "ERROR UNKNOWN" in every build's log. Without
 * the definitions the server's code uses Node's own `fetch` (only @emailjs/browser names it, and
 * it never sends while a page renders). Returns how many definitions went.
 */
export function useNodesOwnFetch(config: WebpackConfig): number {
  let removed = 0;
  for (const provide of pluginsNamed<ProvidePlugin>(config, "ProvidePlugin")) {
    const kept = Object.entries(provide.definitions).filter(
      ([name]) => !PROVIDED_FETCH.includes(name),
    );
    removed += Object.keys(provide.definitions).length - kept.length;
    // The plugin reads its definitions when webpack applies it, after this hook.
    provide.definitions = Object.fromEntries(kept);
  }
  return removed;
}

/** Makes every import of `file` (an absolute path) resolve to an empty module. */
export function resolveToNothing(config: WebpackConfig, file: string): void {
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, [file]: false } };
}

/**
 * Gatsby keys webpack's filesystem cache on the plugins' files, not on their options: a build with
 * a switch turned off (or back on) reused the modules the last build had compiled, CSS Modules
 * class names included, and measured the site unchanged. The switches turned off become the
 * cache's version, so webpack recompiles whenever they differ from the cached build's.
 */
export function keyCacheOn(config: WebpackConfig, off: readonly string[]): void {
  if (typeof config.cache === "object" && off.length > 0) {
    config.cache = { ...config.cache, version: `off:${[...off].sort().join(",")}` };
  }
}
