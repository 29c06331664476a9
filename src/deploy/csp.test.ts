/** @jest-environment node */
import { contentSecurityPolicy, scriptHash } from "./csp";

describe("scriptHash", () => {
  test("is the base64 SHA-256 of the script's UTF-8 text as a quoted source expression", () => {
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // Checked with: printf '%s' 'window.pagePath="/about";' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('window.pagePath="/about";')).toBe(
      "'sha256-hDDDgEfeJrKTxdyG6HX19uQiiDUOxat1oEfOMIQ3jIQ='",
    );
    expect(scriptHash("é")).not.toBe(scriptHash("e"));
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    connectOrigins: ["http://127.0.0.1:8025"],
  });
  const directives = new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

  test("admits scripts from the site and the hashed inline scripts only, once each, sorted", () => {
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test("has every directive the site relies on", () => {
    expect(Object.fromEntries(directives)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'sha256-a'", "'sha256-b'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "http://127.0.0.1:8025"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  test("connect-src is the site alone when the form sends nowhere", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] })).toContain(
      "connect-src 'self';",
    );
  });
});
