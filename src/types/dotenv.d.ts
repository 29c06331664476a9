/**
 * dotenv 8, the version Gatsby parses a site's `.env.*` files with, as
 * src/deploy/bundle-environment.ts uses it: its own types are not reachable through its package's
 * `exports` map.
 */
declare module "dotenv" {
  /** The variables a `.env` file's text sets, as dotenv reads them. */
  export function parse(src: string | Buffer): Record<string, string>;
}
