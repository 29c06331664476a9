import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The variables the browser bundle was built with, merged as Gatsby's webpack config merges
 * them: the site's `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` file (`.env.production` for a build),
 * overridden by the process's own environment. The contact form reads its GATSBY_EMAILJS_*
 * values from the bundle, so the policy's connect-src must be worked out from the same values;
 * `process.env` alone misses what an editor put in `.env.production`.
 */
export function bundleEnvironment(siteDir: string, env: Environment): Environment {
  const activeEnv = env.GATSBY_ACTIVE_ENV ?? env.NODE_ENV ?? "production";
  let fromFile: Environment = {};
  try {
    fromFile = parseEnv(readFileSync(path.join(siteDir, `.env.${activeEnv}`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return { ...fromFile, ...env };
}
