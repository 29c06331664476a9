/**
 * Content-Security-Policies in layers. Netlify, Cloudflare Pages (and scripts/serve) join the
 * values of a header that several matching `_headers` rules set with ", ", and a browser enforces
 * every policy of such a list: a request passes only if each of them admits it. The catch-all
 * rule `/*` carries a baseline that admits whatever the site's documents need (the public pages'
 * policy and the editor's, united directive by directive); a rule for a page (or for /admin) adds
 * that document's own policy. Because the baseline admits everything the page's policy does, the
 * two together are exactly the page's policy, while a URL no other rule matches (an unknown
 * address's 404 answer) still gets the baseline: strict, no inline script, no eval.
 */

type Directives = Map<string, string[]>;

/**
 * Where a fetch directive falls back to, in order, when a policy leaves it out (CSP Level 3).
 * Directives not listed (base-uri, form-action, frame-ancestors…) have no fallback: left out,
 * they restrict nothing.
 */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  "script-src": ["default-src"],
  "style-src": ["default-src"],
  "img-src": ["default-src"],
  "font-src": ["default-src"],
  "connect-src": ["default-src"],
  "media-src": ["default-src"],
  "object-src": ["default-src"],
  "manifest-src": ["default-src"],
  "child-src": ["default-src"],
  "frame-src": ["child-src", "default-src"],
  "worker-src": ["child-src", "script-src", "default-src"],
};

/** A policy's directives by name, each with its sources, in the order written. */
export function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name !== undefined && name !== "" && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

function formatPolicy(directives: Directives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** The sources a policy applies to a directive, fallbacks followed; undefined: unrestricted. */
function effective(directives: Directives, name: string): string[] | undefined {
  for (const candidate of [name, ...(FALLBACKS[name] ?? [])]) {
    const sources = directives.get(candidate);
    if (sources !== undefined) return sources;
  }
  return undefined;
}

/** Every directive either policy names, in the order first met. */
function namesOf(...policies: Directives[]): string[] {
  return [...new Set(policies.flatMap((directives) => [...directives.keys()]))];
}

/**
 * The least policy that admits everything each of `policies` admits: per directive, the union of
 * their sources ('none' dropped when another policy names sources). Throws when a policy leaves a
 * directive unrestricted that another restricts: a baseline could only say so with wildcards.
 */
export function unitePolicies(policies: readonly string[]): string {
  const parsed = policies.map(parsePolicy);
  const united: Directives = new Map();
  for (const name of namesOf(...parsed)) {
    const sources = parsed.map((directives) => effective(directives, name));
    if (sources.some((list) => list === undefined)) {
      throw new Error(`${name}: a policy leaves it open that another restricts`);
    }
    const all = [...new Set(sources.flatMap((list) => list ?? []))];
    const named = all.filter((source) => source !== "'none'");
    united.set(name, named.length > 0 ? named : ["'none'"]);
  }
  return formatPolicy(united);
}

/**
 * Where `outer` does not admit something `policy` admits, as messages: none means that enforcing
 * both (a URL that gets the baseline and its own policy) is exactly enforcing `policy`.
 */
export function layeringProblems(outer: string, policy: string): string[] {
  const outerDirectives = parsePolicy(outer);
  const inner = parsePolicy(policy);
  const problems: string[] = [];
  for (const name of namesOf(outerDirectives, inner)) {
    const allowed = effective(outerDirectives, name);
    const wanted = effective(inner, name);
    if (allowed === undefined) continue;
    if (wanted === undefined) {
      problems.push(`${name}: the baseline restricts what the policy leaves open`);
      continue;
    }
    const missing = wanted.filter((source) => source !== "'none'" && !allowed.includes(source));
    if (missing.length > 0) {
      problems.push(`${name}: the baseline does not admit ${missing.join(" ")}`);
    }
  }
  return problems;
}
