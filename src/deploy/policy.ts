import { createHash } from "node:crypto";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import type { HeaderLine } from "./headers-format";

/**
 * What a page of this build may run and reach, and the headers that say so: the
 * Content-Security-Policy (script hashes, connect origins), the fixed security headers beside it,
 * the scan of the built HTML for the inline code the policy must admit or refuses, and the scan
 * of a deployable build for loopback addresses it must never send to.
 */

// ---- The Content-Security-Policy ----

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

// ---- The security headers ----

/**
 * The headers every response carries, with the Content-Security-Policy built for this build.
 * HSTS asks browsers to use HTTPS only for a year, on subdomains too; nosniff stops a file
 * being run as another type than it is served as; the referrer keeps to the origin across
 * sites. The opener policy is each page's own (OPENER_POLICY below).
 */

/**
 * Browser features the site never uses, denied to it and to anything it could embed. Only
 * names Chromium knows: an unknown one costs a console error on every page (and the Best
 * Practices score), which is why the retired interest-cohort is not listed.
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export function securityHeaders(contentSecurityPolicy: string): HeaderLine[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy],
    ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
  ];
}

/**
 * The public pages' Cross-Origin-Opener-Policy: no window of another site keeps a handle to
 * them. Set with each page's own rules, not on every response: the content editor needs its
 * sign-in popup (editor-headers.ts), and a header two rules set is joined into one invalid value.
 */
export const OPENER_POLICY = "same-origin";

// ---- The inline code of a built page ----

/**
 * The code a built page runs from its own HTML, found the way a browser parses it (parse5 is a
 * spec-compliant HTML parser: no entity decoding inside <script>, line ends normalised, nothing
 * in comments). A policy of `script-src 'self'` plus hashes admits exactly the inline scripts
 * listed here; event-handler attributes and `javascript:` URLs could only be admitted with
 * 'unsafe-hashes' or 'unsafe-inline', so the build refuses them instead.
 */

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface InlineCode {
  /** The text of every inline script the browser executes, in document order. */
  scripts: string[];
  /** What a script-src without 'unsafe-inline' blocks: "<img onload>", "<a href=javascript:>". */
  blocked: string[];
}

/**
 * The HTML standard's JavaScript MIME type essences: a <script> with one of these types (or
 * none) is a classic script. "module" is a module script; an inline import map and speculation
 * rules are checked against script-src as well. Any other type is a data block (such as
 * application/ld+json) that is never executed and needs no hash.
 */
const EXECUTED_TYPES = new Set([
  "",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "module",
  "importmap",
  "speculationrules",
]);

/** Attributes whose value a browser follows as a URL, so a `javascript:` there is code. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction"]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/** The script's type as the HTML standard resolves it (the obsolete `language` included). */
function isExecuted(script: Element): boolean {
  const type = attribute(script, "type");
  const language = attribute(script, "language");
  const resolved =
    type === undefined && language !== undefined && language !== "" ? `text/${language}` : type;
  return EXECUTED_TYPES.has((resolved ?? "").trim().toLowerCase());
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

function childrenOf(node: Node): Node[] {
  const children: Node[] = "childNodes" in node ? [...node.childNodes] : [];
  // A <template>'s content is a separate fragment; it runs once it is cloned into the page.
  if (isElement(node) && node.tagName === "template" && "content" in node) {
    children.push(node.content);
  }
  return children;
}

/** Every inline script the page runs and every piece of inline code the policy would block. */
export function findInlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], blocked: [] };
  const pending: Node[] = [parse(html)];
  for (let node = pending.shift(); node; node = pending.shift()) {
    pending.unshift(...childrenOf(node));
    if (!isElement(node)) continue;
    if (node.tagName === "script" && attribute(node, "src") === undefined && isExecuted(node)) {
      found.scripts.push(textOf(node));
    }
    for (const { name, value } of node.attrs) {
      if (name.startsWith("on")) found.blocked.push(`<${node.tagName} ${name}>`);
      if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
        found.blocked.push(`<${node.tagName} ${name}=javascript:>`);
      }
    }
  }
  return found;
}

// ---- Loopback addresses in a deployable build ----

/**
 * A deployed site whose form or policy names a loopback address sends every enquiry to the
 * visitor's own machine. The local mode (npm start, the tests) legitimately does; any other build
 * is scanned for such addresses before its files can ship.
 */

/** An http(s) URL on localhost, *.localhost, 127.0.0.0/8, [::1] or 0.0.0.0. */
const LOOPBACK_URL =
  /\bhttps?:\/\/(?:(?:[\w-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d+)?(?![\w.-])/gi;

/** Every loopback address found in the named texts, as `public/<file>: …` problems. */
export function loopbackProblems(texts: readonly (readonly [string, string])[]): string[] {
  return texts.flatMap(([file, text]) => {
    const found = [...new Set(text.match(LOOPBACK_URL) ?? [])];
    return found.map(
      (url) =>
        `public/${file}: names ${url}, the visitor's own machine: a deployable build must not (was it built for the local outbox?)`,
    );
  });
}
