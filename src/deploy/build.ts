import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type EmailConfig,
  type EmailConfigProblem,
  type EmailEnvironment,
  resolveEmailConfig,
} from "../lib/email-config";
import { setsNoEmailJsKey } from "../lib/emailjs/keys";
import {
  cacheRules,
  isHtml,
  listPublicFiles,
  servedPath,
  unhashedUnderChunkRules,
} from "./caching";
import { editorPolicy, editorRules, isEditorFile } from "./editor-headers";
import {
  formatHeadersFile,
  headerProblems,
  hostLimitProblems,
  type HeaderLine,
  type RuleGroup,
} from "./headers-format";
import { layeringProblems, unitePolicies } from "./layered-policy";
import {
  contentSecurityPolicy,
  findInlineCode,
  loopbackProblems,
  OPENER_POLICY,
  scriptHash,
  securityHeaders,
} from "./policy";

/**
 * What gatsby-node.ts calls: what the build says about the contact form (read before the build
 * starts, to refuse one that could not send an enquiry; the variables come from
 * bundle-environment.ts), and public/_headers for the finished build, or every reason it would be
 * wrong on a host (HeadersBuildError).
 */

/**
 * public/_headers for a finished build: the security headers with a Content-Security-Policy
 * that admits exactly the inline scripts of the built pages, and the caching rules for its files.
 * The public pages' policy holds the hashes of all pages together, and rides on the caching
 * rules, which cover every file of the public site exactly once. The list stays short: Gatsby's
 * own inline scripts are taken out of the pages (plugins/gatsby-overrides/page-globals.tsx). The
 * content editor at /admin has a policy of its own (editor-headers.ts), and the catch-all `/*` a
 * baseline that admits both
 * (layered-policy.ts): a browser enforces the baseline and a URL's own policy together, which
 * comes to the URL's own policy; an unknown URL's 404 answer gets the baseline alone.
 */

export interface BuiltHeaders {
  text: string;
  /** The public pages' Content-Security-Policy (CloudFront takes it on its own; see docs/deployment.md). */
  policy: string;
  /** The content editor's Content-Security-Policy. */
  editorPolicy: string;
  /** The policy of every response, which the other two narrow. */
  baseline: string;
  pages: number;
  scriptHashes: number;
  rules: number;
}

export class HeadersBuildError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Could not write public/_headers: ${problems.length} problem(s)`);
    this.name = "HeadersBuildError";
    this.problems = problems;
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
  if (email.mode === "unusable") problems.push(emailProblemText(email.problem));

  const policy = contentSecurityPolicy({ scriptHashes: [...hashes], connectOrigins });
  const editor = editorPolicy();
  const baseline = unitePolicies([policy, editor]);
  for (const [name, narrower] of [
    ["the public pages' policy", policy],
    ["the editor's policy", editor],
  ] as const) {
    problems.push(...layeringProblems(baseline, narrower).map((problem) => `${name}: ${problem}`));
  }
  const publicFiles = files.filter((file) => !isEditorFile(file));
  for (const file of unhashedUnderChunkRules(publicFiles)) {
    problems.push(
      `public/${file}: named like one of webpack's files but without a content hash, it would be cached for a year; rename it (in static/)`,
    );
  }
  const groups: RuleGroup[] = [
    {
      comment:
        "Every response: the security headers and the baseline policy, which each rule below narrows to its own.",
      rules: [{ path: "/*", headers: securityHeaders(baseline) }],
    },
    ...withHeaders(cacheRules(publicFiles), [
      ["Content-Security-Policy", policy],
      ["Cross-Origin-Opener-Policy", OPENER_POLICY],
    ]),
    ...editorRules(files),
  ];
  const text = formatHeadersFile(PREAMBLE, groups);
  problems.push(...hostLimitProblems(groups, text));
  problems.push(
    ...headerProblems(
      text,
      [...new Set(files.map(servedPath))],
      ["Content-Security-Policy", "Cache-Control"],
      ["Content-Security-Policy"],
    ),
  );
  // A build meant for deployment must not reach the visitor's own machine from anywhere. The
  // editor's code is Sveltia CMS's own (which names its development server) and never runs on
  // the public pages, so it is not scanned.
  if (email.mode !== "outbox") {
    problems.push(...loopbackProblems([["_headers", text], ...scripts(publicDir, publicFiles)]));
  }
  if (problems.length > 0) throw new HeadersBuildError(problems);
  return {
    text,
    policy,
    editorPolicy: editor,
    baseline,
    pages: pages.length,
    scriptHashes: hashes.size,
    rules: groups.reduce((count, group) => count + group.rules.length, 0),
  };
}

/** The public site's rules, each with `headers` added: its policy rides on its caching rules. */
function withHeaders(groups: readonly RuleGroup[], headers: readonly HeaderLine[]): RuleGroup[] {
  return groups.map((group) => ({
    comment: `${group.comment} The public pages' policy.`,
    rules: group.rules.map((rule) => ({ ...rule, headers: [...headers, ...rule.headers] })),
  }));
}

/** The built JavaScript files (not their source maps) with their text. */
function scripts(publicDir: string, files: readonly string[]): [string, string][] {
  return files
    .filter((file) => file.endsWith(".js"))
    .map((file) => [file, readFileSync(path.join(publicDir, file), "utf8")]);
}

/** The development outbox's default address (scripts/outbox.ts); build-side only. */
export const DEFAULT_OUTBOX_ORIGIN = "http://127.0.0.1:8025";

/** What the build says when the contact form could not send: the reason and how to fix it. */
export function emailProblemText(problem: EmailConfigProblem): string {
  if (problem.kind === "missing-keys") {
    const verb = problem.missing.length === 1 ? "is" : "are";
    return [
      `The contact form cannot reach the studio: ${problem.missing.join(", ")} ${verb} not set.`,
      "Set the three EmailJS values where the site is built (the host's settings,",
      "the shell, or a git-ignored .env.production; see docs/contact-form.md):",
      "  GATSBY_EMAILJS_PUBLIC_KEY=<public key>",
      "  GATSBY_EMAILJS_SERVICE_ID=<service ID>",
      "  GATSBY_EMAILJS_TEMPLATE_ID=<template ID>",
      "For a local build that sends to the development outbox, run `npm start`",
      `(or set GATSBY_LOCAL_OUTBOX=${DEFAULT_OUTBOX_ORIGIN}).`,
    ].join("\n");
  }
  const { variable, value, reason } = problem;
  switch (reason) {
    case "not-a-url":
      return `${variable} is not a URL: "${value}"`;
    case "not-http":
      return `${variable} must be an http(s) address: "${value}"`;
    case "not-https":
      return `${variable} must be an https address (the site is served over HTTPS, and browsers block its requests to plain http): "${value}"`;
    case "loopback":
      return `${variable} points at the visitor's own machine ("${value}"): a site meant for deployment must send to EmailJS or a proxy on the internet. For the local outbox, set GATSBY_LOCAL_OUTBOX instead of the EmailJS keys.`;
    case "not-loopback":
      return `${variable} must name the outbox on this machine (such as ${DEFAULT_OUTBOX_ORIGIN}), not "${value}"`;
  }
}

/** The line the build prints about where enquiries go. */
export function emailSummary(config: Exclude<EmailConfig, { mode: "unusable" }>): string {
  return config.mode === "outbox"
    ? `Local build: the contact form sends to the development outbox at ${config.origin} (never deploy this build).`
    : `The contact form sends through EmailJS at ${config.origin}.`;
}

/**
 * `gatsby develop` can never be deployed: without keys it is a local build on the default outbox.
 * Returns the variable to set (Gatsby inlines GATSBY_* variables when it makes the bundle, after
 * this runs), or null when the environment already says where to send.
 */
export function developOutbox(env: EmailEnvironment): string | null {
  const saysWhere = (env.GATSBY_LOCAL_OUTBOX ?? "").trim() !== "";
  return setsNoEmailJsKey(env) && !saysWhere ? DEFAULT_OUTBOX_ORIGIN : null;
}
