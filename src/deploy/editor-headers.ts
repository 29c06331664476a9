import path from "node:path";
import { REVALIDATE, servedPath } from "./caching";
import type { HeaderLine, RuleGroup } from "./headers-format";

/**
 * The headers of the content editor at /admin (src/editor/), which runs other code than the
 * public pages and talks to GitHub, so it gets a policy of its own, measured in Chromium with the
 * editor's local mode (e2e/admin.spec.ts) and read from Sveltia CMS's GitHub client:
 * - scripts only from the site itself: no inline script, no 'unsafe-eval', no WebAssembly;
 * - images also from `blob:` (previews of the pictures it reads from the repository or an
 *   upload), `data:` (the icons it draws) and GitHub's avatars (the signed-in editor's picture);
 * - connections to GitHub's API (REST and GraphQL), where a save becomes a commit;
 * - inline styles, as the public pages (Svelte writes `style` attributes).
 * Blocked and not needed: the CMS's fetch of its own default logo (a data: URL, before the
 * configuration names the site's) and its check of githubstatus.com.
 */

/** The folder of public/ the editor is written into (gatsby-node.ts, src/editor/). */
export const EDITOR_FOLDER = "admin";

/** The editor page's address (the site is built with `trailingSlash: "never"`). */
export const EDITOR_PATH = `/${EDITOR_FOLDER}`;

export const GITHUB_API = "https://api.github.com";
export const GITHUB_AVATARS = "https://avatars.githubusercontent.com";

export function editorPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "blob:", "data:", GITHUB_AVATARS],
    ["font-src", "'self'"],
    ["connect-src", "'self'", GITHUB_API],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Signing in with GitHub opens the OAuth client's page in a popup that hands the token back to
 * the editor through `window.opener`; `same-origin` would cut that link, so the editor's page
 * keeps its popups (and only its own: other sites' pages still cannot reach it).
 */
export const EDITOR_OPENER_POLICY = "same-origin-allow-popups";

/** Whether a file of public/ belongs to the editor. */
export function isEditorFile(file: string): boolean {
  return file.startsWith(`${EDITOR_FOLDER}/`);
}

/**
 * The editor's rules: its page (and its files beside it, in case a host serves the page as
 * /admin/index.html) with the editor's policy, popups allowed and no indexing; every file
 * revalidated, one `:file` rule per folder (no splat: Netlify would match `/admin/*` against
 * /admin itself, where the page's rule already sets Cache-Control).
 */
export function editorRules(files: readonly string[]): RuleGroup[] {
  const editorFiles = files.filter(isEditorFile);
  if (editorFiles.length === 0) return [];
  const page: HeaderLine[] = [
    ["Content-Security-Policy", editorPolicy()],
    ["Cross-Origin-Opener-Policy", EDITOR_OPENER_POLICY],
    ["X-Robots-Tag", "noindex"],
    ["Cache-Control", REVALIDATE],
  ];
  const folders = [
    ...new Set(
      editorFiles
        .map((file) => path.posix.dirname(servedPath(file)))
        .filter((folder) => folder !== EDITOR_PATH && folder !== "/"),
    ),
  ].sort();
  return [
    {
      comment:
        "The content editor: its own policy (which the baseline admits), popups kept for GitHub sign-in, never indexed.",
      rules: [
        { path: EDITOR_PATH, headers: page },
        { path: `${EDITOR_PATH}/:file`, headers: page },
        ...folders.map((folder) => ({
          path: `${folder}/:file`,
          headers: [["Cache-Control", REVALIDATE]] as const,
        })),
      ],
    },
  ];
}
