import type { HeaderLine } from "../../scripts/serve/headers-file";

/**
 * Writes the `_headers` file that Netlify and Cloudflare Pages read (scripts/serve/headers-file.js
 * reads it back, for the local server and for the build's own checks).
 */

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

/** Where the file goes past what Cloudflare Pages accepts (it would drop or cut those rules). */
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
