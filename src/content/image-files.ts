import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * What the content check knows about the image files under `content/`: whether a path named in
 * YAML exists exactly as written (letter case included, inside `content/`), and whether the file
 * is an image the build's sharp pipeline can read. Both are answered before any schema runs, so
 * an empty or broken photograph is reported against the YAML entry that names it instead of
 * failing later inside Gatsby's image processing.
 */

/** File endings the check decodes (everything an image field may name). */
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

/** How many images are decoded at once. */
const CONCURRENCY = 4;

/** A file's identity for the cache: the same inode, size and time means the same pixels. */
function fingerprint(stats: fs.Stats): string {
  return `${String(stats.dev)}:${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeMs)}`;
}

/** Results of earlier decodes, by fingerprint; kept for the life of the process. */
const decoded = new Map<string, string | null>();

/**
 * Why sharp cannot use the file, or null when it decodes. A small resize reads every pixel
 * (JPEG shrinks on load, so it stays fast), which catches truncated files as well as empty
 * and mislabelled ones.
 */
async function decodeProblem(file: string, stats: fs.Stats): Promise<string | null> {
  if (stats.size === 0) return "is an empty file";
  try {
    await sharp(file).resize({ width: 16 }).raw().toBuffer();
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return `is not an image the build can read (${reason ?? "unknown error"})`;
  }
}

/** Every image file below `dir`, as absolute paths. */
function listImages(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (dirent) =>
        dirent.isFile() && IMAGE_EXTENSIONS.includes(path.extname(dirent.name).toLowerCase()),
    )
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

export interface ImageFiles {
  /**
   * Why `relativePath`, as written in the YAML file `yamlFile`, is not a usable image, or null:
   * outside content/, not found (with the right spelling when only the letter case differs),
   * empty or unreadable.
   */
  problem: (yamlFile: string, relativePath: string) => string | null;
}

/** Decodes every image under `contentDir` (each at most once per process) and answers for them. */
export async function inspectImageFiles(contentDir: string): Promise<ImageFiles> {
  const root = path.resolve(contentDir);
  const files = listImages(root);
  const problems = new Map<string, string | null>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index];
      if (file === undefined) continue;
      const stats = fs.statSync(file);
      const key = fingerprint(stats);
      let problem = decoded.get(key);
      if (problem === undefined) {
        problem = await decodeProblem(file, stats);
        decoded.set(key, problem);
      }
      problems.set(file, problem);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  return {
    problem: (yamlFile, relativePath) => {
      const target = path.resolve(path.dirname(yamlFile), relativePath);
      const inside = path.relative(root, target);
      if (inside.startsWith("..") || path.isAbsolute(inside) || relativePath.includes("\\")) {
        return "must be a file inside content/, written with forward slashes";
      }
      const exact = exactSpelling(root, inside);
      if (exact === null) return "not found";
      if (exact !== inside) {
        const written = path.relative(path.dirname(yamlFile), path.join(root, exact));
        return `not found: the file is spelt "${written.split(path.sep).join("/")}" (letter case must match, or the site breaks on Linux hosts)`;
      }
      const problem = problems.get(target);
      return problem === undefined ? "not found" : problem;
    },
  };
}

/**
 * The path of the file `inside` (relative to `root`) as the folders actually spell it, or null
 * when there is none. macOS and Windows find `Images/A.JPG` for `images/a.jpg`; Linux hosts
 * do not, so the check compares names letter for letter.
 */
function exactSpelling(root: string, inside: string): string | null {
  let dir = root;
  const spelt: string[] = [];
  for (const segment of inside.split(path.sep)) {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return null;
    }
    const name = names.includes(segment)
      ? segment
      : names.find((candidate) => candidate.toLowerCase() === segment.toLowerCase());
    if (name === undefined) return null;
    spelt.push(name);
    dir = path.join(dir, name);
  }
  return fs.statSync(dir).isFile() ? spelt.join(path.sep) : null;
}
