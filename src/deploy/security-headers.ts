import type { HeaderLine } from "../../scripts/serve/headers-file";

/**
 * The headers every response carries, with the Content-Security-Policy built for this build.
 * HSTS asks browsers to use HTTPS only for a year, on subdomains too; nosniff stops a file
 * being run as another type than it is served as; the referrer keeps to the origin across
 * sites.
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
