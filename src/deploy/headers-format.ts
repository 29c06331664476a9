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
 * The local server (scripts/serve/) imports this file as it is, with Node's own TypeScript
 * support: it imports nothing, and uses only syntax Node can strip (src/deploy/package.json
 * makes it an ES module for Node; Gatsby and jest compile it like the rest of src/).
 */

/** One header line: its name as written and its value. */
export type HeaderLine = readonly [name: string, value: string];

/** One block of a `_headers` file as read back: the path pattern, the line it is on, its headers. */
export interface ParsedRule {
  path: string;
  line: number;
  headers: HeaderLine[];
}

/** One block to write. */
export interface HeaderRule {
  /** A URL path, or a pattern with a trailing `*` splat or a `:placeholder` segment. */
  path: string;
  headers: readonly HeaderLine[];
}

/** Rules written together under a comment that says what they are for. */
export interface RuleGroup {
  comment: string;
  rules: readonly HeaderRule[];
}

/** Cloudflare Pages' documented limits (Netlify's are wider): rules per file, characters per line. */
export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Every line of a `_headers` file that a host would misread. */
export class HeadersFileError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`_headers is not valid:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "HeadersFileError";
    this.problems = problems;
  }
}

/**
 * The file's text: an optional commented preamble, then each group under its comment, paths in
 * the first column and their headers indented.
 */
export function formatHeadersFile(
  preamble: readonly string[],
  groups: readonly RuleGroup[],
): string {
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
 */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  const problems: string[] = [];
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A rule's path pattern as an anchored regular expression over a URL's path. */
function patternFor(rulePath: string): RegExp {
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
 */
export function matchingRules(rules: readonly ParsedRule[], urlPath: string): ParsedRule[] {
  return rules.filter((rule) => patternFor(rule.path).test(urlPath));
}

/**
 * The headers a host sends for `urlPath`: every matching rule's, in file order, a name set more
 * than once (in any letter case) sent once with its values joined by ", ".
 */
export function headersFor(rules: readonly ParsedRule[], urlPath: string): HeaderLine[] {
  const merged = new Map<string, HeaderLine>();
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
 * `text` is the groups as formatHeadersFile wrote them.
 */
export function hostLimitProblems(groups: readonly RuleGroup[], text: string): string[] {
  const problems: string[] = [];
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
 * `required` names the headers every URL must get, `layered` those the catch-all and one more
 * rule may both set.
 */
export function headerProblems(
  text: string,
  urls: readonly string[],
  required: readonly string[],
  layered: readonly string[] = [],
): string[] {
  const isLayered = (name: string, paths: readonly string[]) =>
    paths.length === 2 &&
    paths[0] === "/*" &&
    layered.some((header) => header.toLowerCase() === name.toLowerCase());
  const rules = parseHeadersFile(text);
  const problems: string[] = [];
  for (const url of urls) {
    const setBy = new Map<string, { name: string; paths: string[] }>();
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
