/**
 * Where the contact form sends (docs/contact-form.md). Resolved from the variables the build inlines; the
 * build asks the same function whether it may go on (src/deploy/build.ts words its messages).
 *
 * Two modes only, each chosen explicitly:
 * - EmailJS: the three GATSBY_EMAILJS_* keys are set (a site meant for deployment);
 * - the local outbox: GATSBY_LOCAL_OUTBOX names the development outbox on loopback. `npm start`,
 *   the test suite and `gatsby develop` set it themselves.
 * Anything else (no keys, some keys, a loopback or malformed origin for a deployable build) is
 * unusable: the build stops with the reason, so a deploy never sends enquiries nowhere.
 *
 * This module runs in the browser too, so it names no loopback address itself: a deployable
 * build's scripts must contain none (the build scans them).
 */
import { missingEmailJsKeys } from "./emailjs/keys";

/** Where @emailjs/browser sends when no origin is configured (its `init` default). */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

const OUTBOX_ID = "local-outbox";

export interface EmailEnvironment {
  GATSBY_EMAILJS_PUBLIC_KEY?: string | undefined;
  GATSBY_EMAILJS_SERVICE_ID?: string | undefined;
  GATSBY_EMAILJS_TEMPLATE_ID?: string | undefined;
  GATSBY_EMAILJS_ORIGIN?: string | undefined;
  GATSBY_LOCAL_OUTBOX?: string | undefined;
}

export interface EmailServiceConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The API's origin (scheme, host and port only). */
  origin: string;
}

/** Why nothing could be sent. */
export type EmailConfigProblem =
  | { kind: "missing-keys"; missing: readonly string[] }
  | {
      kind: "bad-address";
      variable: "GATSBY_EMAILJS_ORIGIN" | "GATSBY_LOCAL_OUTBOX";
      value: string;
      /**
       * Not a URL; not http(s) (the outbox); not https (EmailJS, from an HTTPS site); a
       * deployable form on loopback; a local outbox off this machine.
       */
      reason: "not-a-url" | "not-http" | "not-https" | "loopback" | "not-loopback";
    };

export type EmailConfig =
  /** The real service (EmailJS, or a proxy of its API at GATSBY_EMAILJS_ORIGIN). */
  | ({ mode: "emailjs" } & EmailServiceConfig)
  /** The development outbox on this machine. */
  | ({ mode: "outbox" } & EmailServiceConfig)
  /** Nothing can be sent. */
  | { mode: "unusable"; problem: EmailConfigProblem };

function value(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * Whether a URL's host (as `new URL()` gives it) reaches the visitor's own machine, or no machine:
 * `localhost` and `*.localhost` (with or without the final dot), 127.0.0.0/8 and 0.0.0.0/8, and in
 * IPv6 `[::1]`, `[::]` and the IPv4-mapped, -compatible and -translated forms of those IPv4
 * blocks. The host is first read as the URL parser reads it, which reduces every spelling it
 * accepts (`127.1`, `2130706433`, `0x7f.1`, `0177.0.0.1`, `[0:0:0:0:0:0:0:1]`,
 * `[::ffff:127.0.0.1]`, upper case, fullwidth letters) to one canonical form.
 */
export function isLoopbackHost(hostname: string): boolean {
  let host: string;
  try {
    host = new URL(`http://${hostname}`).hostname.replace(/\.$/, "");
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const ipv4 = host.startsWith("[") ? ipv4InIpv6(host.slice(1, -1)) : host;
  const octets = ipv4?.split(".") ?? [];
  return (
    octets.length === 4 &&
    octets.every((octet) => /^\d{1,3}$/.test(octet)) &&
    (octets[0] === "127" || octets[0] === "0")
  );
}

/**
 * The IPv4 address an IPv6 address carries in its last 32 bits when its first 96 are those of
 * `::` (compatible; `::` and `::1` among them), `::ffff:0:0/96` (mapped) or `::ffff:0:0:0/96`
 * (translated); null for any other IPv6 address.
 */
function ipv4InIpv6(address: string): string | null {
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"),
          ...right,
        ];
  if (groups.length !== 8) return null;
  const words = groups.map((group) => Number.parseInt(group, 16));
  const prefix = words.slice(0, 6).join(",");
  if (!["0,0,0,0,0,0", "0,0,0,0,0,65535", "0,0,0,0,65535,0"].includes(prefix)) return null;
  const [high = 0, low = 0] = words.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

type AddressVariable = Extract<EmailConfigProblem, { kind: "bad-address" }>["variable"];

/**
 * An address reduced to its origin (`https://mail.example/api/` → `https://mail.example`, so the
 * SDK's `${origin}/api/v1.0/…` never reads `//api`), or why it is not usable: the outbox must be
 * http(s) on this machine; EmailJS or its proxy must be https (the deployed site is served over
 * HTTPS, and a browser blocks its requests to plain http) and anywhere but this machine.
 */
function originOf(variable: AddressVariable, text: string): string | EmailConfigProblem {
  const problem = (reason: Extract<EmailConfigProblem, { kind: "bad-address" }>["reason"]) =>
    ({ kind: "bad-address", variable, value: text, reason }) as const;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem("not-a-url");
  }
  const loopback = url.protocol.startsWith("http") && isLoopbackHost(url.hostname);
  if (variable === "GATSBY_LOCAL_OUTBOX") {
    if (url.protocol !== "http:" && url.protocol !== "https:") return problem("not-http");
    if (!loopback) return problem("not-loopback");
  } else {
    if (loopback) return problem("loopback");
    if (url.protocol !== "https:") return problem("not-https");
  }
  return url.origin;
}

export function resolveEmailConfig(env: EmailEnvironment): EmailConfig {
  const local = value(env.GATSBY_LOCAL_OUTBOX);
  if (local !== undefined) {
    const origin = originOf("GATSBY_LOCAL_OUTBOX", local);
    if (typeof origin !== "string") return { mode: "unusable", problem: origin };
    return {
      mode: "outbox",
      publicKey: OUTBOX_ID,
      serviceId: OUTBOX_ID,
      templateId: OUTBOX_ID,
      origin,
    };
  }

  const missing = missingEmailJsKeys(env);
  if (missing.length > 0) return { mode: "unusable", problem: { kind: "missing-keys", missing } };

  const configured = value(env.GATSBY_EMAILJS_ORIGIN);
  const origin =
    configured === undefined ? EMAILJS_API_ORIGIN : originOf("GATSBY_EMAILJS_ORIGIN", configured);
  if (typeof origin !== "string") return { mode: "unusable", problem: origin };
  return {
    mode: "emailjs",
    publicKey: value(env.GATSBY_EMAILJS_PUBLIC_KEY) ?? "",
    serviceId: value(env.GATSBY_EMAILJS_SERVICE_ID) ?? "",
    templateId: value(env.GATSBY_EMAILJS_TEMPLATE_ID) ?? "",
    origin,
  };
}

/** One line for the browser console when the form cannot send. */
export function problemSummary(problem: EmailConfigProblem): string {
  return problem.kind === "missing-keys"
    ? `EmailJS is not configured: ${problem.missing.join(", ")} missing`
    : `${problem.variable} is not usable (${problem.reason}): "${problem.value}"`;
}
