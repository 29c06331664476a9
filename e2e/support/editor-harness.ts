import { readdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

/**
 * The content editor's local mode, driven in headless Chromium without a mock of the editor.
 * "Work with Local Repository" asks the browser for a folder (window.showDirectoryPicker), a
 * dialog no test can click through. The harness hands the editor a real folder instead: a copy
 * of content/ (YAML files and images) and an empty `.git` folder, written into Chromium's
 * origin-private file system (OPFS), which offers the same FileSystemDirectoryHandle the folder
 * picker would. The editor then reads, writes and lists files exactly as on an editor's disk;
 * the test reads the saved files back from OPFS. Only the picker itself is replaced (by an init
 * script), and the copy is served to the page by a route of the test (`/__seed/…`, answered from
 * disk), so no server of the project learns a new path.
 */

const ROOT = path.resolve(__dirname, "..", "..");
const SEED_PREFIX = "/__seed/";
/** The OPFS folder the picker hands out. */
const REPOSITORY = "repository";

/** Every file under content/, as `content/…` paths with "/" separators. */
export function contentFiles(dir = path.join(ROOT, "content")): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * Makes the folder picker of every page in `context` return the OPFS copy, and serves the files
 * to copy from disk at /__seed/<path> (for `seedRepository`).
 */
export async function useRepositoryHarness(context: BrowserContext, origin: string): Promise<void> {
  await context.route(`${origin}${SEED_PREFIX}**`, (route) => {
    const file = decodeURIComponent(
      new URL(route.request().url()).pathname.slice(SEED_PREFIX.length),
    );
    return route.fulfill({ path: path.join(ROOT, file) });
  });
  await context.addInitScript((folder) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder),
    });
  }, REPOSITORY);
}

/**
 * Writes a fresh copy of `files` (paths from the project's root) and a `.git` folder into the
 * OPFS repository; `page` must be on the site's origin (OPFS is per origin).
 */
export async function seedRepository(page: Page, files: readonly string[]): Promise<void> {
  await page.evaluate(
    async ({ files, folder, prefix }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(folder, { create: true });
      await repository.getDirectoryHandle(".git", { create: true });
      await Promise.all(
        files.map(async (file) => {
          const parts = file.split("/");
          let dir = repository;
          for (const part of parts.slice(0, -1)) {
            dir = await dir.getDirectoryHandle(part, { create: true });
          }
          const handle = await dir.getFileHandle(parts.at(-1) ?? "", { create: true });
          const writable = await handle.createWritable();
          await writable.write(await (await fetch(`${prefix}${file}`)).arrayBuffer());
          await writable.close();
        }),
      );
    },
    { files, folder: REPOSITORY, prefix: SEED_PREFIX },
  );
}

/** The text of each of `files` (paths from the project's root) in the OPFS repository. */
export async function readRepository(
  page: Page,
  files: readonly string[],
): Promise<Record<string, string>> {
  const texts = await page.evaluate(
    async ({ files, folder }) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      return Promise.all(
        files.map(async (file) => {
          const parts = file.split("/");
          let dir = repository;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
        }),
      );
    },
    { files, folder: REPOSITORY },
  );
  return Object.fromEntries(files.map((file, index) => [file, texts[index] ?? ""]));
}
