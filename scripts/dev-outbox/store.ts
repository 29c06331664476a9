/**
 * Saving enquiries in the outbox folder so that an answer of 200 means the enquiry is on disk
 * under a name of its own:
 *
 * - the JSON is written to a temporary file and flushed (fsync) first, then given its name with
 *   a hard link, which is atomic and fails if the name exists: a file under an enquiry's name is
 *   always complete, and no enquiry ever replaces another, however many arrive in the same
 *   millisecond under the same name (a random suffix, drawn again if it was taken);
 * - the folder is created when it is missing (its own name flushed in its parent), and flushed
 *   after the link on systems that allow it, so the new name itself survives a power cut.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, open, rm } from "node:fs/promises";
import path from "node:path";

const SLUG_LENGTH = 40;
const NAME_ATTEMPTS = 8;

/** The `code` of a file system error ("ENOENT"), or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof Error && "code" in error && typeof error.code === "string")
    return error.code;
  return undefined;
}

/**
 * The visitor's name as a file-name part: lower case, letters (any script, with their accents and
 * vowel signs) and digits kept, every other run of characters one "-", at most 40 characters;
 * "enquiry" when nothing is left.
 */
export function slugOf(fullName: string): string {
  const slug = fullName
    .normalize("NFC")
    .toLowerCase()
    .replace(/['\u2019]/gu, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+/, "");
  const short = Array.from(slug).slice(0, SLUG_LENGTH).join("").replace(/-+$/, "");
  return short || "enquiry";
}

/** A file name for an enquiry received at `receivedAt` (ISO 8601) from `fullName`. */
export function fileNameFor(fullName: string, receivedAt: string): string {
  const stamp = receivedAt.replace(/[:.]/g, "-");
  return `${stamp}-${slugOf(fullName)}-${randomBytes(4).toString("hex")}.json`;
}

/** Writes `text` to a new file at `file` and flushes it to the disk. */
async function writeFlushed(file: string, text: string): Promise<void> {
  const handle = await open(file, "wx");
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes the folder's entries (a new name) to the disk; Windows cannot open a folder for it. */
async function flushFolder(dir: string): Promise<void> {
  if (process.platform === "win32") return;
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates `dir` and the folders above it that are missing, each new name flushed in its parent. */
async function makeFolder(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  for (let made = dir; ; made = path.dirname(made)) {
    await flushFolder(path.dirname(made));
    if (made === first || made === path.dirname(made)) return;
  }
}

/** Links `temporary` under a new enquiry file name in `dir`, drawing again if one is taken. */
async function linkUnderNewName(
  temporary: string,
  dir: string,
  fullName: string,
  receivedAt: string,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const file = path.join(dir, fileNameFor(fullName, receivedAt));
    try {
      await link(temporary, file);
      return file;
    } catch (error) {
      if (errorCode(error) !== "EEXIST" || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}

/**
 * Saves `record` as pretty JSON in `dir` under a name no other enquiry has, and resolves to that
 * file's path once it is on disk. Rejects (with the file system's error) when it cannot be saved.
 */
export async function saveEnquiry(
  dir: string,
  record: object,
  { fullName, receivedAt }: { fullName: string; receivedAt: string },
): Promise<string> {
  const temporary = path.join(dir, `.${randomBytes(8).toString("hex")}.tmp`);
  const text = `${JSON.stringify(record, null, 2)}\n`;
  try {
    try {
      await writeFlushed(temporary, text);
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error;
      await makeFolder(dir);
      await writeFlushed(temporary, text);
    }
    const file = await linkUnderNewName(temporary, dir, fullName, receivedAt);
    await flushFolder(dir);
    return file;
  } finally {
    // Once linked, the enquiry is saved whatever happens to the temporary name: a leftover
    // hidden .tmp file is harmless, a 500 for a saved enquiry would make the visitor send it twice.
    await rm(temporary, { force: true }).catch(() => undefined);
  }
}
