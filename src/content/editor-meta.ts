import type { z } from "zod";
import type { JsonSchema } from "./graphql-schema";

/**
 * How a field looks in the content editor at /admin, written on the field's zod schema (as
 * `.meta(editor({…}))`) beside the rules the content check enforces, so that a field is declared
 * once. zod copies metadata into the JSON Schema it derives (`z.toJSONSchema`), from which
 * editor-config.ts generates the editor's configuration; the label and hint use JSON Schema's own
 * `title` and `description`, the rest `x-editor-*` keys.
 */
export interface EditorHints {
  /** The field's label; by default its name in words (`shortName` → "Short name"). */
  label?: string;
  /** Guidance shown under the field: what it is for, where it appears, what it must hold. */
  hint?: string;
  /** A paragraph rather than one line: a text area instead of a text box. */
  multiline?: boolean;
  /**
   * For an image: the folder under `content/` that new pictures are uploaded into, such as
   * `images/testimonials` (`{{fields.slug}}` stands for the entry's slug).
   */
  folder?: string;
  /** For an image: the file types the picker offers (`.jpg,.png`). */
  accept?: string;
  /** For a text with a pattern: what the editor says when a value does not match it. */
  patternMessage?: string;
  /** For a list whose entries the site fixes: no adding, removing or reordering them. */
  fixed?: boolean;
  /** Shown but not editable: a value the site's code relies on (an id, a page's address). */
  readOnly?: boolean;
  /** For a list file: what one entry is called ("Add testimonial"). */
  itemLabel?: string;
  /** For a link's target: chosen from the site's pages, where the editor is told them. */
  pageChoice?: boolean;
}

const KEYS = {
  multiline: "x-editor-multiline",
  folder: "x-editor-folder",
  accept: "x-editor-accept",
  patternMessage: "x-editor-pattern-message",
  fixed: "x-editor-fixed",
  itemLabel: "x-editor-item-label",
  pageChoice: "x-editor-page-choice",
} as const;

/** The metadata for `.meta()` that carries `hints` into the JSON Schema. */
export function editor(hints: EditorHints): z.core.GlobalMeta {
  const meta: z.core.GlobalMeta = {};
  if (hints.label !== undefined) meta.title = hints.label;
  if (hints.hint !== undefined) meta.description = hints.hint;
  if (hints.readOnly !== undefined) meta.readOnly = hints.readOnly;
  for (const [hint, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = hints[hint];
    if (value !== undefined) meta[key] = value;
  }
  return meta;
}

function stringAt(schema: JsonSchema, key: string): string | undefined {
  const value = schema[key];
  return typeof value === "string" ? value : undefined;
}

function booleanAt(schema: JsonSchema, key: string): boolean | undefined {
  const value = schema[key];
  return typeof value === "boolean" ? value : undefined;
}

/** The hints a JSON Schema (from `z.toJSONSchema`) carries; absent ones stay undefined. */
export function editorHints(schema: JsonSchema): EditorHints {
  return {
    label: schema.title,
    hint: schema.description,
    readOnly: schema.readOnly,
    multiline: booleanAt(schema, KEYS.multiline),
    folder: stringAt(schema, KEYS.folder),
    accept: stringAt(schema, KEYS.accept),
    patternMessage: stringAt(schema, KEYS.patternMessage),
    fixed: booleanAt(schema, KEYS.fixed),
    itemLabel: stringAt(schema, KEYS.itemLabel),
    pageChoice: booleanAt(schema, KEYS.pageChoice),
  };
}
