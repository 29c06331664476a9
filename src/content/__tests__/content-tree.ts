import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { checkContent, formatIssue } from "../check-content";

export type Entry = Record<string, unknown>;

const realContent = path.resolve(__dirname, "../../../content");

/**
 * A throw-away copy of the real `content/` folder: YAML files copied, images linked (the check
 * decodes them, once per file for the whole test run). Tests break it on purpose.
 */
export function copyOfRealContent(): ContentTree {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  const dir = path.join(root, "content");
  for (const entry of fs.readdirSync(realContent, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(dir, path.relative(realContent, from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (/\.ya?ml$/.test(entry.name)) fs.copyFileSync(from, to);
    else linkOrCopy(from, to);
  }
  return new ContentTree(root, dir);
}

/**
 * Hands each test of the calling file a fresh copy of the real content (through `receive`) and
 * removes it after the test. The first check of a run decodes every image once (later ones reuse
 * the results), so each test may take a minute.
 */
export function copyContentEachTest(receive: (tree: ContentTree) => void): void {
  let tree: ContentTree | undefined;
  jest.setTimeout(60_000);
  beforeEach(() => {
    tree = copyOfRealContent();
    receive(tree);
  });
  afterEach(() => {
    tree?.dispose();
  });
}

/** A hard link where the file system allows one (no copying, same inode), else a copy. */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

export class ContentTree {
  private readonly root: string;
  readonly dir: string;

  constructor(root: string, dir: string) {
    this.root = root;
    this.dir = dir;
  }

  /** Rewrites a YAML file that holds one entry after `change` has edited it. */
  editEntry(file: string, change: (entry: Entry) => void): void {
    this.rewrite(file, (value) => {
      change(value as Entry);
    });
  }

  /** Rewrites a YAML file that holds a list of entries after `change` has edited them. */
  editList(file: string, change: (entries: Entry[]) => void): void {
    this.rewrite(file, (value) => {
      change(value as Entry[]);
    });
  }

  private rewrite(file: string, change: (value: unknown) => void): void {
    const target = path.join(this.dir, file);
    const value = yaml.load(fs.readFileSync(target, "utf8"));
    change(value);
    fs.writeFileSync(target, yaml.dump(value));
  }

  /** Writes a file afresh (never through a link, which would change the real content's image). */
  write(file: string, text: string | Buffer): void {
    const target = path.join(this.dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.rmSync(target, { force: true });
    fs.writeFileSync(target, text);
  }

  /** Writes a file beside content/, such as `static/favicon.svg`. */
  writeBeside(file: string, text: string): void {
    const target = path.join(this.root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }

  remove(file: string): void {
    fs.rmSync(path.join(this.dir, file));
  }

  dispose(): void {
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

/** The entry at a position counted from 1, as the check's messages count. */
export function entry(entries: Entry[], position: number): Entry {
  const found = entries[position - 1];
  if (!found) throw new Error(`no entry ${position}`);
  return found;
}

/**
 * What the content check says of a tree, one line per problem as the build prints it (its
 * warnings left out, which stop no build: font-coverage.test.ts reads them).
 */
export async function messages(tree: ContentTree): Promise<string[]> {
  return (await checkContent(tree.dir)).filter((issue) => !issue.warning).map(formatIssue);
}
