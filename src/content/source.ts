import type { z } from "zod";

/** What a schema may ask about the content tree while it checks one YAML file. */
export interface CheckContext {
  /**
   * Why `relativePath` (as written in the YAML file) is not a usable image next to it: outside
   * content/, not found (letter case included), empty or unreadable; null when it is fine.
   */
  imageProblem: (relativePath: string) => string | null;
}

/**
 * One entry and where it stands among its source's entries, counted from 1. `valid` tells
 * whether it passed its schema; a rule across entries reads the fields it needs with care either
 * way, so every problem is reported in one run instead of in rounds.
 */
export interface PositionedEntry {
  position: number;
  value: unknown;
  valid: boolean;
}

/**
 * One kind of YAML content: where it lives, how an entry must look, and how Gatsby types it.
 * Every YAML file under `content/` belongs to exactly one source.
 */
export interface ContentSource {
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
  entry: (context: CheckContext) => z.ZodType;
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
  /** GraphQL SDL for the node type and the nested types it alone uses (`@dontInfer`, non-null). */
  typeDefs: string;
}

/** A problem found by `ContentSource.across`; `entry` is the position of the entry concerned. */
export interface AcrossIssue {
  entry?: number;
  field?: string;
  message: string;
}
