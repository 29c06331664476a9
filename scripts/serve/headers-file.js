/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the published folder, parsed
 * and matched the way those hosts document it, so that the local server (and the build's own
 * check in src/deploy/) sees exactly what a visitor of the deployed site gets:
 *
 *   # a comment
 *   /static/*
 *     Cache-Control: public, max-age=31536000, immutable
 *
 * A line that starts in the first column is a URL path pattern; the indented `Name: value`
 * lines under it are its headers. In a pattern `*` (a splat) matches any characters, slashes
 * included, and `:name` (a placeholder) matches one path segment. Every rule whose pattern
 * matches a request applies, and a header set by more than one of them is sent once with the
 * values joined by ", ". CommonJS, so that jest tests it without extra configuration.
 */

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

class HeadersFileError extends Error {
  constructor(problems) {
    super(`_headers is not valid:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "HeadersFileError";
    this.problems = problems;
  }
}

/**
 * The rules of a `_headers` file, in file order. Throws a HeadersFileError listing every line
 * that a host would misread: a header before any path, a line without a colon, an empty name
 * or value, and the syntax only one of the two hosts knows (absolute URLs, `! Name`).
 */
function parseHeadersFile(text) {
  const rules = [];
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

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A rule's path pattern as an anchored regular expression over a URL's path. */
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

/** The rules whose pattern matches `urlPath` (a URL's path, without query or fragment). */
function matchingRules(rules, urlPath) {
  return rules.filter((rule) => patternFor(rule.path).test(urlPath));
}

/**
 * The headers a host sends for `urlPath`: every matching rule's, in file order, a name set more
 * than once (in any letter case) sent once with its values joined by ", ".
 */
function headersFor(rules, urlPath) {
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

module.exports = { HeadersFileError, parseHeadersFile, matchingRules, headersFor };
