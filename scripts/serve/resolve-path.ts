/**
 * Which file of the published folder answers a URL path, by the rules `gatsby serve` follows for
 * this site's `trailingSlash: "never"` and that Netlify follows for clean URLs (Cloudflare Pages
 * redirects the other way, `/about` to `/about/`: docs/deployment.md says what that costs):
 *
 * - /about is answered with about/index.html (or about.html), with no redirect;
 * - /about/ redirects to /about; / is index.html;
 * - _headers and _redirects (the hosts' configuration) and the build's mark are never served;
 * - anything else is not found (the caller answers with 404.html and status 404).
 *
 * The folder's boundary is checked on the real path of the file, so a symbolic link inside public/
 * that points outside it is not found, and an encoded backslash (%5C), a path separator on Windows,
 * is refused before it reaches the file system.
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UNSERVED_FILES } from "../../src/deploy/published-folder.ts";

/** A file to serve: `relative` is its path under the real `root`, with "/" separators and a leading "/". */
export interface PublishedFile {
  root: string;
  relative: string;
}

export type Resolution =
  | { kind: "file"; file: PublishedFile }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request" }
  | { kind: "not-found"; page: PublishedFile | null };

/** The real path of `candidate` when it is a regular file inside the real `root`, else null. */
async function publishedFile(root: string, candidate: string): Promise<PublishedFile | null> {
  let real;
  try {
    real = await realpath(candidate);
    if (!(await stat(real)).isFile()) return null;
  } catch {
    return null;
  }
  const relative = path.relative(root, real);
  if (relative === "" || path.isAbsolute(relative) || relative.split(path.sep)[0] === "..") {
    return null;
  }
  return { root, relative: `/${relative.split(path.sep).join("/")}` };
}

/** The real path of the published folder, or null while it does not exist (before a build). */
async function realRoot(publicDir: string): Promise<string | null> {
  try {
    return await realpath(publicDir);
  } catch {
    return null;
  }
}

/** The 404 page of `publicDir`, or null when the build has none. */
export async function notFoundPage(publicDir: string): Promise<PublishedFile | null> {
  const root = await realRoot(publicDir);
  return root === null ? null : publishedFile(root, path.join(root, "404.html"));
}

/** The URL path decoded and normalised ("/a//b/../c" -> "/a/c"), or null when it is unusable. */
function decodedPath(urlPath: string): string | null {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  return path.posix.normalize(decoded);
}

/** How to answer `urlPath` (the path of a request's URL, still percent-encoded) from `publicDir`. */
export async function resolvePath(publicDir: string, urlPath: string): Promise<Resolution> {
  const relative = decodedPath(urlPath);
  if (relative === null) return { kind: "bad-request" };
  const root = await realRoot(publicDir);
  if (root === null) return { kind: "not-found", page: null };
  const notFound = async (): Promise<Resolution> => ({
    kind: "not-found",
    page: await notFoundPage(root),
  });
  if (UNSERVED_FILES.has(relative.slice(1).toLowerCase())) return notFound();

  const target = path.join(root, relative);
  if (relative.endsWith("/")) {
    const index = await publishedFile(root, path.join(target, "index.html"));
    if (!index) return notFound();
    if (relative === "/") return { kind: "file", file: index };
    return { kind: "redirect", location: encodeURI(relative.slice(0, -1)) };
  }
  for (const candidate of [target, path.join(target, "index.html"), `${target}.html`]) {
    const file = await publishedFile(root, candidate);
    if (file) return { kind: "file", file };
  }
  return notFound();
}
