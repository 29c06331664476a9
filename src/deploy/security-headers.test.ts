/** @jest-environment node */
import { DENIED_FEATURES, OPENER_POLICY, securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  const headers = Object.fromEntries(securityHeaders("default-src 'self'"));

  test("carries the given policy and the fixed security headers", () => {
    expect(headers).toEqual({
      "Content-Security-Policy": "default-src 'self'",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.any(String) as unknown,
    });
  });

  test("leaves the opener policy to each page's rules: the public pages isolate themselves", () => {
    expect(OPENER_POLICY).toBe("same-origin");
  });

  test("denies the powerful features to every origin, in Permissions-Policy's syntax", () => {
    const policy = headers["Permissions-Policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(DENIED_FEATURES).toContain(feature);
    }
    expect(policy.split(", ")).toEqual(DENIED_FEATURES.map((feature) => `${feature}=()`));
  });
});
