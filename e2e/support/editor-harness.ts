import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";

/**
 * The content editor's local mode, driven in headless Chromium without a mock of the editor.
 * "Work with Local Repository" asks the browser for a folder (window.showDirectoryPicker), a
 * dialog no test can click through, so an init script hands the editor a real folder instead: a
 * copy of content/ in Chromium's origin-private file system (OPFS), which offers the same
 * FileSystemDirectoryHandle the picker would. The editor reads, lists and writes its files as on a
 * member of staff's disk, and the test reads the saved files back.
 *
 * The YAML files are copied as they are. Each picture is copied as a few bytes of its own format
 * under its own name: the editor lists and previews every file, and the 39 MB of real photographs
 * made that take minutes on a loaded 2-core machine, while no test edits a picture's pixels.
 */

const ROOT = path.resolve(__dirname, "..", "..");
/** The OPFS folder the picker hands out. */
const REPOSITORY = "repository";

/** A valid file of each picture format content/ holds, one pixel large. */
async function tinyPictures(): Promise<Record<string, Buffer>> {
  const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: "#eee" } });
  return {
    ".jpg": await pixel().jpeg().toBuffer(),
    ".png": await pixel().png().toBuffer(),
    ".svg": Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'),
  };
}

/** Every file under content/, as `content/…` paths with "/" separators. */
export const contentFiles = (): string[] =>
  readdirSync(path.join(ROOT, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(ROOT, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, "/"),
    )
    .sort();

/** Makes the folder picker of every page in `context` return the OPFS copy. */
export async function useRepositoryHarness(context: BrowserContext): Promise<void> {
  await context.addInitScript((folder) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder),
    });
  }, REPOSITORY);
}

/**
 * Writes a fresh copy of content/ and an empty `.git` folder into the OPFS repository; `page`
 * must be on the site's origin (OPFS is per origin).
 */
export async function seedRepository(page: Page): Promise<void> {
  const tiny = await tinyPictures();
  const files = contentFiles().map((file) => ({
    file,
    base64: (tiny[path.extname(file)] ?? readFileSync(path.join(ROOT, file))).toString("base64"),
  }));
  await page.evaluate(
    async ({ files, folder }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(folder, { create: true });
      await repository.getDirectoryHandle(".git", { create: true });
      for (const { file, base64 } of files) {
        const parts = file.split("/");
        let dir = repository;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const writable = await (
          await dir.getFileHandle(parts.at(-1) ?? "", { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { files, folder: REPOSITORY },
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
