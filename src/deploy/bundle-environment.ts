/**
 * The variables the browser bundle is built with. gatsby-node.ts reads them before the build
 * starts (to refuse one that could not send an enquiry) and after it (for the policy's
 * connect-src); `npm start` reads them to know whether the build it runs needs the development
 * outbox (scripts/local-site.ts).
 *
 * Imported as it is by the local site with Node's own TypeScript support: node: modules and
 * dotenv only, and syntax Node can strip (src/deploy/package.json makes it an ES module for Node).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseDotenv } from "dotenv";

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The variables the browser bundle was built with, read and merged as Gatsby's webpack config
 * does: the site's `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` file (`.env.production` for a build),
 * parsed by the same `dotenv` (Node's own parser reads `export`, comments after a value and
 * backticks otherwise), overridden by the process's own environment; an empty name counts as
 * none, as Gatsby's `||` has it. The contact form reads its GATSBY_EMAILJS_* values from the
 * bundle, so the policy's connect-src must be worked out from the same values; `process.env`
 * alone misses what an editor put in `.env.production`.
 */
export function bundleEnvironment(siteDir: string, env: Environment): Environment {
  const activeEnv = [env.GATSBY_ACTIVE_ENV, env.NODE_ENV].find(Boolean) ?? "production";
  let fromFile: Environment = {};
  try {
    fromFile = parseDotenv(readFileSync(path.join(siteDir, `.env.${activeEnv}`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return { ...fromFile, ...env };
}
