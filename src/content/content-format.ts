import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify, YAMLError } from "yaml";
import { listYamlFiles, yamlComments } from "./content-files";
import { entryJsonSchema, type JsonSchema, withoutNull } from "./graphql-schema";
import { contentSources, sourceFor } from "./registry";
import type { ContentSource } from "./source";

/**
 * The one style of the YAML files in content/: exactly what the content editor (Sveltia CMS)
 * writes when it saves a file, so that saving one field changes that field's lines and nothing
 * else. The editor rewrites the whole file from its data: comments gone, keys in the order of
 * the configuration (the schema's), every field present (an absent optional one written empty:
 * `null`, `[]` or `''`), strings plain where YAML allows and single-quoted where not, one line
 * each however long. Image paths in the files at the top of content/ start with `./`, as the
 * editor stores a picture chosen there.
 *
 * `npm run content:format` rewrites content/ in this style; a unit test fails while any file is
 * not in it (and prettier leaves content/ alone: .prettierignore).
 */

/** Sveltia CMS 0.221.1's YAML output (its `output.yaml` defaults, which config.yml states). */
export const EDITOR_YAML = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
} as const;

const FILE_TYPE = "File";

/** What the editor writes for a field it shows empty. */
function emptyValue(schema: JsonSchema, nullable: boolean): unknown {
  // A list widget writes [] even where the schema also takes null.
  if (schema.type === "array") return [];
  if (nullable) return null;
  switch (schema.type) {
    case "string":
      return "";
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** `value` in the editor's shape for `schema`; `dir` is the YAML file's folder under content/. */
function shape(value: unknown, property: JsonSchema, dir: string): unknown {
  const schema = withoutNull(property);
  if (typeof value === "string" && schema["x-graphql-type"] === FILE_TYPE) {
    return value.startsWith(".") || dir !== "" ? value : `./${value}`;
  }
  // The editor shows an empty list for null and writes it back as [].
  if (value === null && schema.type === "array") return [];
  if (Array.isArray(value) && schema.type === "array") {
    const item = schema.items;
    if (typeof item !== "object" || Array.isArray(item)) return value;
    return value.map((entry: unknown) => shape(entry, item, dir));
  }
  if (value === null || typeof value !== "object" || schema.type !== "object") return value;
  const fields = value as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const shaped: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== "object") continue;
    if (name in fields) shaped[name] = shape(fields[name], child, dir);
    else if (!required.has(name)) {
      shaped[name] = emptyValue(withoutNull(child), withoutNull(child) !== child);
    }
  }
  // Fields the schema does not know stay (after the known ones) for the content check to name.
  for (const [name, child] of Object.entries(fields)) if (!(name in shaped)) shaped[name] = child;
  return shaped;
}

/** A YAML value written as the editor writes it. */
export function editorYaml(value: unknown): string {
  return `${stringify(value, null, EDITOR_YAML).trim()}\n`;
}

/** The text of a content file (`relativePath` under content/) in the editor's style. */
export function canonicalContent(
  source: ContentSource,
  relativePath: string,
  text: string,
): string {
  const schema = entryJsonSchema(source);
  const dir = path.posix.dirname(relativePath.split(path.sep).join("/")).replace(/^\.$/, "");
  const value: unknown = parse(text);
  const shaped =
    source.shape === "list" && Array.isArray(value)
      ? value.map((entry: unknown) => shape(entry, schema, dir))
      : shape(value, schema, dir);
  return editorYaml(shaped);
}

/** What formatContentDir did, by paths relative to the folder it was given (with `/`). */
export interface FormatResult {
  changed: string[];
  /**
   * The files left as they are, each with why: not valid YAML (the parser's reason), or holding a
   * comment, which the rewrite would delete with the rest of its line (one reason a comment).
   */
  refused: { file: string; reason: string }[];
}

/**
 * Rewrites every registered YAML file under `contentDir` in the editor's style. A file that is
 * not valid YAML, or holds a comment (most often a text cut short at " #": `yamlComments`), is
 * named with its reason and left alone, and the others are still formatted, so that one run
 * names every such file. A file no source claims is left for the check.
 */
export function formatContentDir(
  contentDir: string,
  sources: readonly ContentSource[] = contentSources,
): FormatResult {
  const result: FormatResult = { changed: [], refused: [] };
  for (const file of listYamlFiles(contentDir)) {
    const relative = path.relative(contentDir, file);
    const source = sourceFor(relative, sources);
    if (source === undefined) continue;
    const name = relative.split(path.sep).join("/");
    const text = readFileSync(file, "utf8");
    let formatted: string;
    try {
      formatted = canonicalContent(source, relative, text);
    } catch (error) {
      if (!(error instanceof YAMLError)) throw error;
      result.refused.push({ file: name, reason: error.message.trimEnd() });
      continue;
    }
    const comments = yamlComments(text);
    if (comments.length > 0) {
      result.refused.push(...comments.map((reason) => ({ file: name, reason })));
      continue;
    }
    if (formatted !== text) {
      writeFileSync(file, formatted);
      result.changed.push(name);
    }
  }
  return result;
}
