import type { HeaderLine } from "../../scripts/serve/headers-file";

/**
 * The headers every response carries, with the Content-Security-Policy built for this build.
 * HSTS asks browsers to use HTTPS only for a year, on subdomains too; nosniff stops a file
 * being run as another type than it is served as; the referrer keeps to the origin across
 * sites; no page of the site may open a window that keeps a handle to it (COOP).
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
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
}
