import type { z } from "zod";

/** What a schema may ask about the content tree while it checks one YAML file. */
export interface CheckContext {
  /** True when `relativePath` (as written in the YAML file) names an existing file next to it. */
  fileExists: (relativePath: string) => boolean;
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
  /** Checks across all entries of the source (unique slugs, counts), run once every entry is valid. */
  across?: (entries: readonly unknown[]) => readonly AcrossIssue[];
  /**
   * For a folder source: the field whose value must equal the file's name without `.yaml`
   * (a project's slug), so files and addresses agree.
   */
  fileNameField?: string;
  /** GraphQL SDL for the node type and the nested types it alone uses (`@dontInfer`, non-null). */
  typeDefs: string;
}

/** A problem found by `ContentSource.across`; `entry` counts from 1 like every entry number. */
export interface AcrossIssue {
  entry?: number;
  field?: string;
  message: string;
}
