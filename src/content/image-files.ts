import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ImageSize } from "./source";

/**
 * What the content check knows about the image files under `content/`: whether a path named in
 * YAML exists exactly as written (letter case included, inside `content/`), whether the file
 * is an image the build's sharp pipeline can read and within the size limits, and its size in
 * pixels. All are answered before any schema runs, so an empty, broken or oversized photograph
 * is reported against the YAML entry that names it instead of failing later inside Gatsby's
 * image processing, and rules that compare images (a before and after pair of one aspect ratio)
 * can read their sizes.
 */

/** Photographs' file endings: what every image field takes. */
export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
/** Drawings' file ending: what a field for a mark or an icon takes too. */
export const VECTOR_EXTENSIONS = [".svg"];
/** File endings the check decodes (everything an image field may name). */
export const IMAGE_EXTENSIONS = [...RASTER_EXTENSIONS, ...VECTOR_EXTENSIONS];

/** How many images are decoded at once. */
const CONCURRENCY = 4;

/** A file's identity for the cache: the same inode, size and time means the same pixels. */
function fingerprint(stats: fs.Stats): string {
  return `${String(stats.dev)}:${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeMs)}`;
}

/** What decoding one file found: why sharp cannot use it, or its size. */
type Decoded = { problem: string; size: null } | { problem: null; size: ImageSize };

/** Results of earlier decodes, by fingerprint; kept for the life of the process. */
const decoded = new Map<string, Decoded>();

/** EXIF orientations 5 to 8 turn the picture a quarter: its width is shown as its height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * The largest picture the build takes: 25 MB on disk (in megabytes of 1,000,000 bytes, as file
 * managers show them) and 50 megapixels, several times what the largest picture on the site
 * needs (2400 px wide hero slides are 4 megapixels) and well within what the build's image
 * processing decodes in memory. A camera's raw export or a scan is refused with its size.
 */
export const IMAGE_LIMITS = { bytes: 25_000_000, pixels: 50_000_000 } as const;

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** Why a file of `bytes` (and `width`×`height` pixels, once known) is too large, or null. */
function tooLarge(bytes: number, width?: number, height?: number): string | null {
  const over: string[] = [];
  if (bytes > IMAGE_LIMITS.bytes) {
    over.push(`is ${megabytes(bytes)} MB, over ${megabytes(IMAGE_LIMITS.bytes)} MB`);
  }
  if (width !== undefined && height !== undefined && width * height > IMAGE_LIMITS.pixels) {
    const megapixels = ((width * height) / 1_000_000).toFixed(1);
    over.push(
      `is ${width}×${height} pixels (${megapixels} megapixels), over ${IMAGE_LIMITS.pixels / 1_000_000} megapixels`,
    );
  }
  return over.length === 0 ? null : `${over.join(" and ")}: export it smaller`;
}

/**
 * Why sharp cannot use the file, or its size when it decodes. A file over the limits is refused
 * from its size on disk and its header, before any pixel is read. Otherwise a small resize reads
 * every pixel (JPEG shrinks on load, so it stays fast), which catches truncated files as well as
 * empty and mislabelled ones; the size comes from the header, turned as the build turns the
 * picture.
 */
async function decode(file: string, stats: fs.Stats): Promise<Decoded> {
  if (stats.size === 0) return { problem: "is an empty file", size: null };
  try {
    const image = sharp(file);
    const { width, height, orientation } = await image.metadata();
    const large = tooLarge(stats.size, width, height);
    if (large !== null) return { problem: large, size: null };
    await image.resize({ width: 16 }).raw().toBuffer();
    const turned = orientation !== undefined && QUARTER_TURNS.has(orientation);
    return {
      problem: null,
      size: turned ? { width: height, height: width } : { width, height },
    };
  } catch (error) {
    // Too large to be worth reading is the first thing to say of an unreadable file too.
    const large = tooLarge(stats.size);
    if (large !== null) return { problem: large, size: null };
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      problem: `is not an image the build can read (${reason ?? "unknown error"})`,
      size: null,
    };
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
  /** The size of the image `relativePath` names in `yamlFile`, or null when it is not usable. */
  size: (yamlFile: string, relativePath: string) => ImageSize | null;
}

/** Decodes every image under `contentDir` (each at most once per process) and answers for them. */
export async function inspectImageFiles(contentDir: string): Promise<ImageFiles> {
  const root = path.resolve(contentDir);
  const files = listImages(root);
  const results = new Map<string, Decoded>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index];
      if (file === undefined) continue;
      const stats = fs.statSync(file);
      const key = fingerprint(stats);
      let result = decoded.get(key);
      if (result === undefined) {
        result = await decode(file, stats);
        decoded.set(key, result);
      }
      results.set(file, result);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  /** The decoded file `relativePath` names in `yamlFile`, or why it names none. */
  const lookUp = (yamlFile: string, relativePath: string): Decoded => {
    const missing = (problem: string): Decoded => ({ problem, size: null });
    const target = path.resolve(path.dirname(yamlFile), relativePath);
    const inside = path.relative(root, target);
    if (inside.startsWith("..") || path.isAbsolute(inside) || relativePath.includes("\\")) {
      return missing("must be a file inside content/, written with forward slashes");
    }
    const exact = exactSpelling(root, inside);
    if (exact === null) return missing("not found");
    if (exact !== inside) {
      const written = path.relative(path.dirname(yamlFile), path.join(root, exact));
      return missing(
        `not found: the file is spelt "${written.split(path.sep).join("/")}" (letter case must match, or the site breaks on Linux hosts)`,
      );
    }
    return results.get(target) ?? missing("not found");
  };
  return {
    problem: (yamlFile, relativePath) => lookUp(yamlFile, relativePath).problem,
    size: (yamlFile, relativePath) => lookUp(yamlFile, relativePath).size,
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
  // A link to a file that is gone, or to itself, names no file either.
  try {
    return fs.statSync(dir).isFile() ? spelt.join(path.sep) : null;
  } catch {
    return null;
  }
}
