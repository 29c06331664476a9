import { readFileSync } from "node:fs";
import path from "node:path";
import { type EmailEnvironment, resolveEmailConfig } from "../lib/email-config";
import { cacheRules } from "./cache-rules";
import { headerProblems } from "./check-headers";
import { contentSecurityPolicy, scriptHash } from "./csp";
import { formatHeadersFile, hostLimitProblems, type RuleGroup } from "./headers-file";
import { findInlineCode } from "./inline-code";
import { isHtml, listPublicFiles, servedPath } from "./public-files";
import { securityHeaders } from "./security-headers";
import { loopbackProblems } from "./loopback";

/**
 * public/_headers for a finished build: the security headers with a Content-Security-Policy
 * that admits exactly the inline scripts of the built pages, and the caching rules for its files.
 * One policy for every URL, from a single `/*` rule, with the hashes of all pages together (a
 * policy per page could not also cover the 404 answer to an unknown URL without a second matching
 * rule). The pages share their inline scripts, so the list stays short: Gatsby's per-page
 * `window.pagePath` script is made the same on every page at render (src/ssr/page-path-script.tsx).
 */

export interface BuiltHeaders {
  text: string;
  /** The Content-Security-Policy value (CloudFront takes it on its own; see README). */
  policy: string;
  pages: number;
  scriptHashes: number;
  rules: number;
}

export class HeadersBuildError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Could not write public/_headers: ${problems.length} problem(s)`);
    this.name = "HeadersBuildError";
  }
}

const PREAMBLE = [
  "Response headers for Netlify and Cloudflare Pages (and `npm run serve`), written by the",
  "build from the files in public/ (gatsby-node.ts onPostBuild, src/deploy/). Do not edit:",
  "the script hashes change with every build.",
];

/** Throws a HeadersBuildError listing everything that would make the file wrong on a host. */
export function buildHeadersFile(publicDir: string, env: EmailEnvironment): BuiltHeaders {
  const problems: string[] = [];
  const files = listPublicFiles(publicDir);
  if (!files.includes("index.html")) problems.push(`${publicDir} has no index.html: no build?`);

  const pages = files.filter(isHtml);
  const hashes = new Set<string>();
  for (const page of pages) {
    const code = findInlineCode(readFileSync(path.join(publicDir, page), "utf8"));
    code.scripts.forEach((script) => hashes.add(scriptHash(script)));
    for (const blocked of code.blocked) {
      problems.push(
        `public/${page}: ${blocked} is inline code that the policy blocks; move it into a script`,
      );
    }
  }

  const email = resolveEmailConfig(env);
  const connectOrigins = email.mode === "unusable" ? [] : [email.origin];
  if (email.mode === "unusable") problems.push(email.problem);

  const policy = contentSecurityPolicy({ scriptHashes: [...hashes], connectOrigins });
  const groups: RuleGroup[] = [
    {
      comment: "Every response: the security headers and the one Content-Security-Policy.",
      rules: [{ path: "/*", headers: securityHeaders(policy) }],
    },
    ...cacheRules(files),
  ];
  const text = formatHeadersFile(PREAMBLE, groups);
  problems.push(...hostLimitProblems(groups, text));
  problems.push(
    ...headerProblems(
      text,
      [...new Set(files.map(servedPath))],
      ["Content-Security-Policy", "Cache-Control"],
    ),
  );
  // A build meant for deployment must not reach the visitor's own machine from anywhere.
  if (email.mode !== "outbox") {
    problems.push(...loopbackProblems([["_headers", text], ...scripts(publicDir, files)]));
  }
  if (problems.length > 0) throw new HeadersBuildError(problems);
  return {
    text,
    policy,
    pages: pages.length,
    scriptHashes: hashes.size,
    rules: groups.reduce((count, group) => count + group.rules.length, 0),
  };
}

/** The built JavaScript files (not their source maps) with their text. */
function scripts(publicDir: string, files: readonly string[]): [string, string][] {
  return files
    .filter((file) => file.endsWith(".js"))
    .map((file) => [file, readFileSync(path.join(publicDir, file), "utf8")]);
}
