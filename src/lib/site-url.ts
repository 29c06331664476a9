/**
 * The site's public address and the absolute URLs built on it. Canonical links, sharing cards,
 * structured data, the sitemap and robots.txt must all name a page the same way, so they all go
 * through these functions.
 */
import { isLoopbackHost } from "./email-config";

/**
 * Used when `SITE_URL` is not set: by local builds only, since a build meant for deployment must
 * name the real address (deployedSiteUrlProblem; docs/deployment.md, Environment variables).
 */
export const DEFAULT_SITE_URL = "https://www.studioanvaya.example";

type SiteUrlEnvironment = Readonly<{ SITE_URL?: string | undefined }>;

/** `SITE_URL` from the environment, or the default; always without a trailing slash. */
export function siteUrlFrom(env: SiteUrlEnvironment): string {
  const value = env.SITE_URL?.trim() ?? "";
  const url = new URL(value === "" ? DEFAULT_SITE_URL : value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address, not "${url.href}"`);
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * Names no studio's site: the names reserved for examples and tests (RFC 2606 and 6761) and this
 * machine. Pages built on one would share no preview card, point search engines at nothing and
 * put dead project links into the studio's enquiries.
 */
const isPlaceholderHost = (host: string): boolean =>
  /(^|\.)(example|test|invalid)$|(^|\.)example\.(com|net|org)$/.test(host) || isLoopbackHost(host);

/**
 * Why a build meant for deployment cannot use the `SITE_URL` it was given (unset, or a
 * placeholder such as the default), or null when it names a real address.
 */
export function deployedSiteUrlProblem(env: SiteUrlEnvironment): string | null {
  const given = env.SITE_URL?.trim() ?? "";
  const host = given === "" ? null : new URL(siteUrlFrom(env)).hostname;
  if (host !== null && !isPlaceholderHost(host)) return null;
  return [
    given === "" ? "SITE_URL is not set." : `SITE_URL names no site on the internet: "${given}".`,
    "A build meant for deployment builds its canonical links, sharing cards, sitemap and the",
    "project links in enquiries on it. Set the site's public address where the site is built",
    "(the host's settings, the shell, or .env.production), such as SITE_URL=https://www.studio.in",
  ].join("\n");
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
