import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The published folder as the host sees it: its files, and the URL each is served at. The site
 * is built with `trailingSlash: "never"`, so public/about/index.html is the page /about (and
 * public/index.html the page /); every other file is served at its own path.
 */

/** Files in the published folder that the hosts read as configuration and never serve. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/** Every served file under `publicDir`, relative with "/" separators, sorted. */
export function listPublicFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !(relative === "" && HOST_FILES.has(entry.name))) {
        files.push(child);
      }
    }
  };
  walk("");
  return files.sort();
}

/** The URL path `file` (relative to public/) is served at. */
export function servedPath(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** An HTML document of the site: a page, the 404 page, or a fragment Gatsby keeps beside them. */
export function isHtml(file: string): boolean {
  return file.endsWith(".html");
}
