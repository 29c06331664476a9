/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

/**
 * A real `gatsby build` of this site, as a host would run it, with a configuration that could not
 * reach the studio: it must stop at once (before any content or image is read) and say what to
 * set. Runs Gatsby's own CLI; each case takes a few seconds, so the other configurations are
 * left to resolveEmailConfig's tables (src/lib/email-config.test.ts), which decides them all.
 */
const SITE = path.resolve(__dirname, "../..");
const GATSBY = path.join(SITE, "node_modules", ".bin", "gatsby");
const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "public-key",
  GATSBY_EMAILJS_SERVICE_ID: "service_studio",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_enquiry",
};

function build(extra: Record<string, string>) {
  const email = [...Object.keys(KEYS), "GATSBY_EMAILJS_ORIGIN", "GATSBY_LOCAL_OUTBOX"];
  const inherited = Object.entries(process.env).filter(([name]) => !email.includes(name));
  const env = { ...Object.fromEntries(inherited), GATSBY_TELEMETRY_DISABLED: "1", ...extra };
  const started = Date.now();
  const run = spawnSync(GATSBY, ["build"], { cwd: SITE, env, encoding: "utf8", timeout: 120_000 });
  return {
    status: run.status,
    seconds: (Date.now() - started) / 1000,
    output: `${run.stdout}${run.stderr}`.replace(/\s+/g, " "),
  };
}

/** The build's output folder must be left as it was: a failed deploy build changes nothing. */
function publicStamp(): number | null {
  try {
    return statSync(path.join(SITE, "public")).mtimeMs;
  } catch {
    return null;
  }
}

jest.setTimeout(300_000);

describe("a build meant for deployment that cannot reach the studio", () => {
  it.each([
    [
      "without the EmailJS keys",
      {},
      "GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are not set",
    ],
    [
      "with the keys but a loopback origin",
      { ...KEYS, GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:8025" },
      "GATSBY_EMAILJS_ORIGIN points at the visitor's own machine",
    ],
  ])("fails at once %s, naming what to set", (_case, env: Record<string, string>, message) => {
    const before = publicStamp();
    const result = build(env);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(message);
    // Stopped in onPreInit: nothing was sourced, no image was processed, public/ is untouched.
    expect(result.output).not.toMatch(/source and transform nodes|image|onPreBootstrap/i);
    expect(publicStamp()).toBe(before);
  });
});
