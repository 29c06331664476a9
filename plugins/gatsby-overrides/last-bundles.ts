import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The webpack output at the root of public/: bundles, their maps and licence notes, and the files
 * that list them.
 */
const BUNDLE_FILE =
  /^(?:[\w.-]+\.(?:js|mjs|css)(?:\.map|\.LICENSE\.txt)?|webpack\.stats\.json|chunk-map\.json)$/;

/**
 * Removes the last build's bundles from public/ before webpack writes this build's. Gatsby never
 * empties public/, so without this every build would leave its chunks beside the next one's: a
 * deployable build made after a local one would still ship the local form's chunk (which posts to
 * the outbox on loopback), and every stale chunk name would cost one more caching rule. Images in
 * public/static/ stay (Gatsby's image cache relies on them). Returns the names removed.
 */
export function removeLastBundles(publicDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(publicDir);
  } catch {
    return [];
  }
  const removed = names.filter((name) => BUNDLE_FILE.test(name));
  for (const name of removed) rmSync(path.join(publicDir, name), { force: true });
  return removed;
}
