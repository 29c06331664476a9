import { createHash } from "node:crypto";

/**
 * The site's Content-Security-Policy. Scripts come only from the site itself and from the
 * inline scripts Gatsby writes into the pages, each admitted by the hash of its text (no
 * 'unsafe-inline' for scripts). Styles keep 'unsafe-inline': Gatsby, the font faces and React
 * write inline `<style>` elements and `style` attributes. The contact form posts to the EmailJS
 * origin in use, so connect-src names it.
 */

/** The CSP source expression that admits an inline script with exactly this text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export interface PolicyInput {
  /** Source expressions from scriptHash, one per distinct inline script (any order, repeats allowed). */
  scriptHashes: readonly string[];
  /** Origins besides the site's own that the pages fetch from (e.g. the EmailJS API). */
  connectOrigins: readonly string[];
}

function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

/** The policy as one header value, its sources sorted so that equal builds give equal files. */
export function contentSecurityPolicy({ scriptHashes, connectOrigins }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    // Anything not named below (the web manifest, workers, prefetches) from the site only.
    ["default-src", "'self'"],
    ["script-src", "'self'", ...sortedUnique(scriptHashes)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sortedUnique(connectOrigins)],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
