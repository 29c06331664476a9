import type { z } from "zod";

/** An image's size in pixels, as it is shown (an EXIF rotation already applied). */
export interface ImageSize {
  width: number;
  height: number;
}

/** What a schema may ask about the content tree while it checks one YAML file. */
export interface CheckContext {
  /**
   * Why `relativePath` (as written in the YAML file) is not a usable image next to it: outside
   * content/, not found (letter case included), empty or unreadable; null when it is fine.
   */
  imageProblem: (relativePath: string) => string | null;
  /**
   * The size of the image `relativePath` names, for rules that compare images (a before and
   * after pair shares one aspect ratio); null when it is not a usable image (`imageProblem`
   * says why) or when no image is looked at.
   */
  imageSize: (relativePath: string) => ImageSize | null;
  /**
   * Why `sitePath` (a link's target, such as `/about`) is no page of the site; null when it is
   * one, or when the site's pages are not looked at.
   */
  pageProblem: (sitePath: string) => string | null;
}

/**
 * For reading a schema's shape or parsing entries already checked (the GraphQL SDL, the
 * editor's configuration, the browser tests' reads): no image is looked at.
 */
export const SHAPE_ONLY: CheckContext = {
  imageProblem: () => null,
  imageSize: () => null,
  pageProblem: () => null,
};

/**
 * One entry and where it stands among its source's entries, counted from 1. `valid` tells
 * whether it passed its schema; a rule across entries reads the fields it needs with care either
 * way, so every problem is reported in one run instead of in rounds.
 */
export interface PositionedEntry {
  position: number;
  value: unknown;
  valid: boolean;
  /** The file it is in, as the check names it: `content/projects/laterite-villa-assagao.yaml`. */
  file: string;
}

/**
 * One kind of YAML content: where it lives and how an entry must look. Every YAML file under
 * `content/` belongs to exactly one source. The entry schema is the one truth about the shape:
 * the content check parses with it, the GraphQL SDL is generated from it (graphql-schema.ts),
 * the browser tests read content through it (read-content.ts), and the editor's configuration
 * follows from it.
 */
export interface ContentSource<Entry extends z.ZodType = z.ZodType> {
  /** GraphQL node type that gatsby-transformer-yaml creates for each entry. */
  typeName: string;
  /**
   * Location relative to `content/`: a file (`site.yaml`) or a folder ending in `/`
   * (`projects/`) whose every YAML file holds one entry.
   */
  path: string;
  /** `object`: the file is one entry; `list`: the file is a list, each item an entry. */
  shape: "object" | "list";
  /** Schema of one entry. */
  entry: (context: CheckContext) => Entry;
  /** For a list file whose length the specification fixes: how many entries, and what they are. */
  count?: { exactly: number; what: string };
  /**
   * Checks across entries (unique slugs, numbering), given every entry with its position;
   * issues name entries by that position.
   */
  across?: (entries: readonly PositionedEntry[]) => readonly AcrossIssue[];
  /**
   * For a folder source: the field whose value must equal the file's name without `.yaml`
   * (a project's slug), so files and addresses agree.
   */
  fileNameField?: string;
  /**
   * For a source whose entries are pages of the site: the address an entry, as written, is
   * published at (null when it names none), which links in the content may target.
   */
  pageAt?: (entry: unknown) => string | null;
}

/** Declares a source, keeping its entry schema's type so `EntryOf` can infer from it. */
export function defineSource<Entry extends z.ZodType>(
  source: ContentSource<Entry>,
): ContentSource<Entry> {
  return source;
}

/** The type of one entry of a source, as its schema outputs it (trimmed texts and all). */
export type EntryOf<Source> = Source extends ContentSource<infer Entry> ? z.output<Entry> : never;

/** A problem found by `ContentSource.across`; `entry` is the position of the entry concerned. */
export interface AcrossIssue {
  entry?: number;
  field?: string;
  message: string;
}
