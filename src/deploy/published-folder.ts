/**
 * public/ while a build rewrites it. The hosts publish a finished folder at once; the local server
 * (scripts/serve/, for `npm start`, the browser tests and the benchmark) serves the folder a build
 * may be rewriting. So the build marks the folder first thing (gatsby-node.ts onPreInit), writes
 * `_headers` last and atomically (a reader sees the old file or the new one, never part of one),
 * then removes the mark; the server refuses to serve while the mark is there and the build that
 * wrote it still runs. A build that failed leaves its mark behind: the server then serves what is
 * there as long as `_headers` is (never a page without its policy).
 *
 * Imported as it is by the local server with Node's own TypeScript support: node: modules only
 * and syntax Node can strip (src/deploy/package.json makes it an ES module for Node).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The mark of a build under way, at the top of public/: the building process's id. */
export const BUILD_MARK = "_building";

/** Files at the top of public/ that are never served: the hosts' configuration and the mark. */
export const UNSERVED_FILES: ReadonlySet<string> = new Set(["_headers", "_redirects", BUILD_MARK]);

/** Marks `publicDir` as being rewritten by this process. */
export function markBuild(publicDir: string): void {
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, BUILD_MARK), `${String(process.pid)}\n`);
}

/** Removes the mark: the folder is complete, its `_headers` in place. */
export function unmarkBuild(publicDir: string): void {
  rmSync(path.join(publicDir, BUILD_MARK), { force: true });
}

/** Writes `text` to `file` through a temporary file renamed over it: all of it or none. */
export function writeAtomically(file: string, text: string): void {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${String(process.pid)}.tmp`,
  );
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/**
 * Whether a build is rewriting `publicDir` now: its mark is there and names a running process
 * (a mark left by a failed build names none).
 */
export function buildUnderWay(publicDir: string): boolean {
  let text: string;
  try {
    text = readFileSync(path.join(publicDir, BUILD_MARK), "utf8");
  } catch {
    return false;
  }
  const pid = Number.parseInt(text, 10);
  // A mark being written (empty for an instant) counts as a build under way.
  return !(pid > 0) || isRunning(pid);
}
