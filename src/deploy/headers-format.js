// @ts-check
/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the published folder: written
 * by the build (src/deploy/build.ts), and parsed and matched the way those hosts document it, so
 * that the build's own checks and the local server (scripts/serve/) see exactly what a visitor of
 * the deployed site gets:
 *
 *   # a comment
 *   /static/*
 *     Cache-Control: public, max-age=31536000, immutable
 *
 * A line that starts in the first column is a URL path pattern; the indented `Name: value`
 * lines under it are its headers. In a pattern `*` (a splat) matches any characters, slashes
 * included, and `:name` (a placeholder) matches one path segment. Every rule whose pattern
 * matches a request applies, and a header set by more than one of them is sent once with the
 * values joined by ", ".
 *
 * Plain CommonJS with JSDoc types (checked by tsc, see the pragma above) because the local
 * server, a Node script without a TypeScript loader, requires it as it is; the build and the
 * tests import it from TypeScript.
 */

/** @typedef {readonly [name: string, value: string]} HeaderLine One header line: its name as written and its value. */

/**
 * One block of a `_headers` file as read back: the path pattern, the line it is on, its headers.
 * @typedef {object} ParsedRule
 * @property {string} path
 * @property {number} line
 * @property {HeaderLine[]} headers
 */

/**
 * One block to write.
 * @typedef {object} HeaderRule
 * @property {string} path A URL path, or a pattern with a trailing `*` splat or a `:placeholder` segment.
 * @property {readonly HeaderLine[]} headers
 */

/**
 * Rules written together under a comment that says what they are for.
 * @typedef {object} RuleGroup
 * @property {string} comment
 * @property {readonly HeaderRule[]} rules
 */

/** Cloudflare Pages' documented limits (Netlify's are wider): rules per file, characters per line. */
const MAX_RULES = 100;
const MAX_LINE_LENGTH = 2000;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Every line of a `_headers` file that a host would misread. */
class HeadersFileError extends Error {
  /** @param {readonly string[]} problems */
  constructor(problems) {
    super(`_headers is not valid:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "HeadersFileError";
    /** @readonly */
    this.problems = problems;
  }
}

/**
 * The file's text: an optional commented preamble, then each group under its comment, paths in
 * the first column and their headers indented.
 * @param {readonly string[]} preamble
 * @param {readonly RuleGroup[]} groups
 * @returns {string}
 */
function formatHeadersFile(preamble, groups) {
  const blocks = groups.map((group) =>
    [
      `# ${group.comment}`,
      ...group.rules.map((rule) =>
        [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
      ),
    ].join("\n"),
  );
  const head = preamble.length > 0 ? [preamble.map((line) => `# ${line}`).join("\n")] : [];
  return `${[...head, ...blocks].join("\n\n")}\n`;
}

/**
 * The rules of a `_headers` file, in file order. Throws a HeadersFileError listing every line
 * that a host would misread: a header before any path, a line without a colon, an empty name
 * or value, and the syntax only one of the two hosts knows (absolute URLs, `! Name`).
 * @param {string} text
 * @returns {ParsedRule[]}
 */
function parseHeadersFile(text) {
  /** @type {ParsedRule[]} */
  const rules = [];
  /** @type {string[]} */
  const problems = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (!/^\s/.test(raw)) {
      if (!trimmed.startsWith("/")) {
        problems.push(`line ${line}: a path must start with "/" (got "${trimmed}")`);
      } else if (/\s/.test(trimmed)) {
        problems.push(`line ${line}: a path cannot contain spaces (got "${trimmed}")`);
      } else {
        rules.push({ path: trimmed, line, headers: [] });
      }
      return;
    }
    const rule = rules.at(-1);
    if (!rule) {
      problems.push(`line ${line}: a header before any path`);
      return;
    }
    if (trimmed.startsWith("!")) {
      problems.push(`line ${line}: "! Name" (detach) works on Cloudflare Pages only`);
      return;
    }
    const colon = trimmed.indexOf(":");
    const name = colon > 0 ? trimmed.slice(0, colon).trim() : "";
    const value = colon > 0 ? trimmed.slice(colon + 1).trim() : "";
    if (!HEADER_NAME.test(name) || value === "") {
      problems.push(`line ${line}: expected "Name: value" (got "${trimmed}")`);
      return;
    }
    rule.headers.push([name, value]);
  });
  if (problems.length > 0) throw new HeadersFileError(problems);
  return rules;
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A rule's path pattern as an anchored regular expression over a URL's path.
 * @param {string} rulePath
 */
function patternFor(rulePath) {
  const source = rulePath
    .split(/(\*|(?<=\/):[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return escapeRegExp(part);
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The rules whose pattern matches `urlPath` (a URL's path, without query or fragment).
 * @param {readonly ParsedRule[]} rules
 * @param {string} urlPath
 * @returns {ParsedRule[]}
 */
function matchingRules(rules, urlPath) {
  return rules.filter((rule) => patternFor(rule.path).test(urlPath));
}

/**
 * The headers a host sends for `urlPath`: every matching rule's, in file order, a name set more
 * than once (in any letter case) sent once with its values joined by ", ".
 * @param {readonly ParsedRule[]} rules
 * @param {string} urlPath
 * @returns {HeaderLine[]}
 */
function headersFor(rules, urlPath) {
  /** @type {Map<string, HeaderLine>} */
  const merged = new Map();
  for (const rule of matchingRules(rules, urlPath)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const seen = merged.get(key);
      merged.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

/**
 * Where the file goes past what Cloudflare Pages accepts (it would drop or cut those rules).
 * @param {readonly RuleGroup[]} groups
 * @param {string} text the groups as formatHeadersFile wrote them
 * @returns {string[]}
 */
function hostLimitProblems(groups, text) {
  /** @type {string[]} */
  const problems = [];
  const rules = groups.reduce((count, group) => count + group.rules.length, 0);
  if (rules > MAX_RULES) {
    problems.push(`${rules} rules: Cloudflare Pages reads at most ${MAX_RULES}`);
  }
  text.split("\n").forEach((line, index) => {
    if (line.length > MAX_LINE_LENGTH) {
      problems.push(
        `line ${index + 1} (${line.trim().slice(0, 40)}…) is ${line.length} characters: Cloudflare Pages reads at most ${MAX_LINE_LENGTH}`,
      );
    }
  });
  return problems;
}

/**
 * Reads a generated `_headers` back as the hosts (and the local server) read it and checks it
 * against the URLs of the build: a header that two matching rules set would reach the browser
 * as one comma-joined value (two Cache-Control policies, or two CSPs that only ever tighten
 * each other), and a header that every URL needs must not be missing from any. The one
 * exception is a `layered` header (the Content-Security-Policy) set by the catch-all `/*` and
 * one more rule: the baseline and a URL's own policy, which the browser enforces together
 * (layered-policy.ts).
 * @param {string} text
 * @param {readonly string[]} urls
 * @param {readonly string[]} required header names every URL must get
 * @param {readonly string[]} [layered] header names the catch-all and one more rule may both set
 * @returns {string[]}
 */
function headerProblems(text, urls, required, layered = []) {
  /** @param {string} name @param {readonly string[]} paths */
  const isLayered = (name, paths) =>
    paths.length === 2 &&
    paths[0] === "/*" &&
    layered.some((header) => header.toLowerCase() === name.toLowerCase());
  const rules = parseHeadersFile(text);
  /** @type {string[]} */
  const problems = [];
  for (const url of urls) {
    /** @type {Map<string, { name: string, paths: string[] }>} */
    const setBy = new Map();
    for (const rule of matchingRules(rules, url)) {
      for (const [name] of rule.headers) {
        const entry = setBy.get(name.toLowerCase()) ?? { name, paths: [] };
        setBy.set(name.toLowerCase(), { ...entry, paths: [...entry.paths, rule.path] });
      }
    }
    for (const { name, paths } of setBy.values()) {
      if (paths.length > 1 && !isLayered(name, paths)) {
        problems.push(`${url}: ${name} is set by ${paths.join(" and ")}`);
      }
    }
    for (const name of required) {
      if (!setBy.has(name.toLowerCase())) problems.push(`${url}: no rule sets ${name}`);
    }
  }
  return problems;
}

module.exports = {
  MAX_RULES,
  MAX_LINE_LENGTH,
  HeadersFileError,
  formatHeadersFile,
  parseHeadersFile,
  matchingRules,
  headersFor,
  hostLimitProblems,
  headerProblems,
};
