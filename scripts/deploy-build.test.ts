/**
 * A real `gatsby build` of this site, as a host would run it, with a configuration that could not
 * reach the studio and no public address: it must stop at once (before any content or image is
 * read) and say what to set. Runs Gatsby's own CLI, a dozen seconds of CPU, once: every configuration (no keys, a
 * loopback or plain-http origin, …) is decided by resolveEmailConfig, whose tables
 * (src/lib/email-config.test.ts) hold each; this proves the build stops on its verdict.
 *
 * It runs here, after `npm test`'s build, rather than in jest, which runs beside that build: the
 * CLI writes Gatsby's compiled configuration into .cache/ before it stops.
 */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { expect } from "expect";

const SITE = path.resolve(import.meta.dirname, "..");
const GATSBY = path.join(SITE, "node_modules", ".bin", "gatsby");
/** Everything that tells the build where enquiries go and where it is, none of it passed on. */
const DEPLOY_VARIABLES = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
  "GATSBY_EMAILJS_ORIGIN",
  "GATSBY_LOCAL_OUTBOX",
  "SITE_URL",
];

/**
 * `gatsby build` as a host runs it, with none of those settings: each set empty, which
 * counts as unset and overrides a developer's `.env.production` (the process's own values win
 * over the file's), so this never becomes a real deploy build into the working public/.
 */
function buildWithoutSettings() {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !DEPLOY_VARIABLES.includes(name),
  );
  const unset = Object.fromEntries(DEPLOY_VARIABLES.map((name) => [name, ""]));
  const env = { ...Object.fromEntries(inherited), ...unset, GATSBY_TELEMETRY_DISABLED: "1" };
  const run = spawnSync(GATSBY, ["build"], { cwd: SITE, env, encoding: "utf8", timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.replace(/\s+/g, " ") };
}

/** The build's output folder must be left as it was: a failed deploy build changes nothing. */
function publicStamp(): number | null {
  try {
    return statSync(path.join(SITE, "public")).mtimeMs;
  } catch {
    return null;
  }
}

test("a build meant for deployment without the EmailJS keys and SITE_URL fails at once, naming both", () => {
  const before = publicStamp();
  const result = buildWithoutSettings();
  expect(result.status).not.toBe(0);
  expect(result.output).toContain(
    "GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID are not set",
  );
  expect(result.output).toContain("SITE_URL is not set.");
  // Stopped in onPreInit: nothing was sourced, no image was processed, public/ is untouched.
  expect(result.output).not.toMatch(/source and transform nodes|image|onPreBootstrap/i);
  expect(publicStamp()).toBe(before);
});
