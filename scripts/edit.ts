/**
 * `npm run edit`: the content editor on this computer, with no account. It serves the site and
 * its editor at http://localhost:9000 (the editor at /admin/), where "Work with Local Repository"
 * opens this project's folder: every save writes content/ here, in the files git sees. The site
 * is built first when there is no build yet or content/ changed since the last one, and again
 * after every save, so the site shows the change a little later (a reload of the page).
 *
 * Without EmailJS keys the build is a local one and the development outbox runs beside it, as
 * with `npm start`.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_MARK } from "../src/deploy/published-folder.ts";
import { errorCode } from "./dev-outbox/store.ts";
import { parseArgsOrExit } from "./cli.ts";
import { buildSite, PUBLIC_DIR, SITE_PORT, startLocalSite, stopOnSignal } from "./local-site.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CONTENT = path.join(ROOT, "content");
/** Written last by every build (src/deploy): its age is the build's. */
const LAST_WRITTEN = path.join(PUBLIC_DIR, "_headers");
const EDITOR_PAGE = path.join(PUBLIC_DIR, "admin", "index.html");
/** How long to wait after a change before rebuilding: a save writes a few files in a row. */
const QUIET_MS = 1500;
/**
 * How often content/ is looked at. Polling, not fs.watch: the editor saves a file by writing a
 * new one and renaming it over the old, and Node's recursive watcher on Linux loses a file
 * replaced that way (its next save goes unseen); a look at ~130 files' times is cheap.
 */
export const POLL_MS = 2000;

/**
 * A file's modification time, or 0 when it is gone: the editor saves through a temporary file
 * (`services.yaml.crswap`) renamed over the old one, which a listing may name a moment before.
 */
function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return 0;
    throw error;
  }
}

/**
 * The newest modification time under `dir`: of its files, and of its folders, whose time
 * changes when a file is added, renamed or deleted (a project removed in the editor).
 */
export function newestChange(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, modifiedAt(path.join(entry.parentPath, entry.name))),
    statSync(dir).mtimeMs,
  );
}

/**
 * Calls `onChange` when something under `dir` changes, looking every POLL_MS; returns the timer.
 * A look that fails goes to `warn` and the next one is made: the editor's server outlives it.
 */
export function watchContent(
  dir: string,
  onChange: () => void,
  warn: (line: string) => void = console.error,
): NodeJS.Timeout {
  let seen = newestChange(dir);
  return setInterval(() => {
    let newest: number;
    try {
      newest = newestChange(dir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warn(`Could not look for changes in content/ (${reason}); looking again shortly.`);
      return;
    }
    if (newest > seen) {
      seen = newest;
      onChange();
    }
  }, POLL_MS);
}

/** Whether the last build finished (no mark of a failed one) after the last change in content/. */
function lastBuildIsCurrent(): boolean {
  if (!existsSync(EDITOR_PAGE) || !existsSync(LAST_WRITTEN)) return false;
  if (existsSync(path.join(PUBLIC_DIR, BUILD_MARK))) return false;
  return newestChange(CONTENT) <= statSync(LAST_WRITTEN).mtimeMs;
}

/** Runs one build after another while changes keep coming, never two at once. */
function rebuilder(env: NodeJS.ProcessEnv): () => void {
  // What a change finds: a build running, and whether another must follow it.
  const state = { running: false, again: false };
  let timer: NodeJS.Timeout | null = null;
  const run = async (): Promise<void> => {
    state.running = true;
    const started = Date.now();
    console.log("\nA change in content/: rebuilding the site…");
    const { code, output } = await buildSite(env, { quiet: true });
    if (code === 0) {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`Rebuilt in ${seconds} s: reload the site's page to see the change.`);
    } else {
      console.log(output.split("\n").slice(-40).join("\n"));
      console.log(
        "The rebuild failed (above: why). The site shows what it left (or answers 503 while that has no _headers) until a rebuild succeeds.",
      );
    }
    state.running = false;
    if (state.again) {
      state.again = false;
      void run();
    }
  };
  return () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      if (state.running) state.again = true;
      else void run();
    }, QUIET_MS);
  };
}

async function main(): Promise<void> {
  parseArgsOrExit(
    { options: {} },
    `Usage: npm run edit
  Serves the site and its content editor at http://localhost:${String(SITE_PORT)}/admin/ (PORT=<port>
  for another port), building the site first when content/ changed, and again after every save
  (docs/editing.md).`,
  );
  const build = !lastBuildIsCurrent();
  console.log(
    build
      ? "Building the site and its editor (a few minutes the first time)…"
      : "Using the last build (content/ has not changed since).",
  );
  const { site, env, stop } = await startLocalSite({ build });
  const poller = watchContent(CONTENT, rebuilder(env));
  console.log(
    [
      "",
      `The content editor: ${site.origin}/admin/`,
      "  1. Open that address in Google Chrome or Microsoft Edge (other browsers cannot open a",
      "     folder on this computer).",
      '  2. Choose "Work with Local Repository" and pick this project\'s folder:',
      `     ${ROOT}`,
      "  3. Change texts and pictures, then Save. Each save writes content/ here; the site is",
      `     rebuilt by itself and shows the change at ${site.origin} after a reload.`,
      "  4. Review and commit the change with git (git diff, git commit) as usual.",
      "Ctrl+C stops it.",
    ].join("\n"),
  );
  stopOnSignal(() => {
    clearInterval(poller);
    stop();
  });
}

if (import.meta.main) await main();
