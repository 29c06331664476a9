import { matchingRules, parseHeadersFile } from "../../scripts/serve/headers-file";

/**
 * Reads a generated `_headers` back as the hosts (and the local server) read it and checks it
 * against the URLs of the build: a header that two matching rules set would reach the browser
 * as one comma-joined value (two Cache-Control policies, or two CSPs that only ever tighten
 * each other), and a header that every URL needs must not be missing from any. The one
 * exception is a `layered` header (the Content-Security-Policy) set by the catch-all `/*` and
 * one more rule: the baseline and a URL's own policy, which the browser enforces together
 * (layered-policy.ts).
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
