/**
 * The site's public address and the absolute URLs built on it. Canonical links, sharing cards,
 * structured data, the sitemap and robots.txt must all name a page the same way, so they all go
 * through these functions.
 */

/** Used when `SITE_URL` is not set (docs/deployment.md, Environment variables). */
export const DEFAULT_SITE_URL = "https://www.studioanvaya.example";

/** `SITE_URL` from the environment, or the default; always without a trailing slash. */
export function siteUrlFrom(env: { SITE_URL?: string | undefined }): string {
  const value = env.SITE_URL?.trim() ?? "";
  const url = new URL(value === "" ? DEFAULT_SITE_URL : value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address, not "${url.href}"`);
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * A page's path as the site links it (`trailingSlash: "never"` in gatsby-config): no trailing
 * slash except for the home page, no query or fragment.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path.startsWith("/") ? path : `/${path}`;
}

/** `path` (a page path or a built file such as `/static/…/cover.jpg`) on the public address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}
