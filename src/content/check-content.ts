import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { entriesOf, listFiles, listYamlFiles, readYaml } from "./content-files";
import { editorHints } from "./editor-meta";
import { entryJsonSchema, type JsonSchema, withoutNull } from "./graphql-schema";
import { type ImageFiles, inspectImageFiles } from "./image-files";
import { ACROSS_FIELDS } from "./fields";
import { outsideTheFonts } from "./font-coverage";
import { FILE_PROBLEM } from "./image-ref";
import { contentSources, sourceFor } from "./registry";
import type { ContentSource, PositionedEntry } from "./source";
import { svgProblems } from "./svg-check";

const SVG_FILE = /\.svg$/i;

/** One problem in the content, located by file, entry (counted from 1) and field. */
export interface ContentIssue {
  /** Path shown to the editor, e.g. `content/site.yaml`. */
  file: string;
  entry?: number;
  field?: string;
  message: string;
  /** Told, but the site builds as written: text the web fonts cannot draw (font-coverage.ts). */
  warning?: true;
}

/**
 * Checks every YAML file under `contentDir` against its source's schema: encoding (UTF-8),
 * shape, required fields, text lengths, formats, referenced images (present, spelt exactly,
 * readable, not too large) and alt text, and rules across entries; and every SVG file under
 * `contentDir` and under the `static/` folder beside it (the favicon), which is published as it
 * is (svg-check.ts). Every problem is reported in one run, and text the site's fonts cannot draw
 * as a warning. Returns no issues when the content is ready.
 */
export async function checkContent(
  contentDir: string,
  sources: readonly ContentSource[] = contentSources,
): Promise<ContentIssue[]> {
  const shown = (file: string) =>
    path.relative(path.dirname(contentDir), file).split(path.sep).join("/");
  const issues: ContentIssue[] = [];
  const files = listYamlFiles(contentDir);
  const images = await inspectImageFiles(contentDir);
  const pages = sitePages(contentDir, files, sources);
  const heldBack: HeldBackLink[] = [];

  for (const file of files) {
    if (!sourceFor(path.relative(contentDir, file), sources)) {
      issues.push({
        file: shown(file),
        message: `not a known content file (known: ${sources.map((s) => s.path).join(", ")})`,
      });
    }
  }

  for (const source of sources) {
    const sourceFiles = files.filter(
      (file) => sourceFor(path.relative(contentDir, file), sources) === source,
    );
    if (sourceFiles.length === 0) {
      issues.push({
        file: shown(path.join(contentDir, source.path)),
        message: source.path.endsWith("/") ? "folder has no YAML files" : "file is missing",
      });
      continue;
    }
    issues.push(...checkSource(source, sourceFiles, { images, pages, heldBack }, shown));
  }
  if (heldBack.length > 0) {
    const count = heldBack.length === 1 ? "1 link" : `${String(heldBack.length)} links`;
    const inFiles = [...new Set(heldBack.map((link) => shown(link.file)))].join(", ");
    issues.push({
      file: pages.unread.map(shown).join(", "),
      message: `not every page in it could be read, so ${count} (in ${inFiles}) could not be checked until it is fixed`,
    });
  }

  const staticDir = path.join(path.dirname(contentDir), "static");
  for (const file of [contentDir, staticDir].flatMap((dir) => listFiles(dir, SVG_FILE))) {
    for (const { line, message } of svgProblems(fs.readFileSync(file, "utf8"))) {
      issues.push({ file: shown(file), message: `line ${line}: ${message}` });
    }
  }
  return issues;
}

interface LocatedEntry extends PositionedEntry {
  /** Position in a list file, counted from 1; absent when the file is the entry. */
  entry?: number;
}

/** The site's pages as far as the content could be read. */
interface SitePages {
  known: ReadonlySet<string>;
  /**
   * The files a page's address could not be read from (their own checks say why): a link to
   * none of the known pages might lead to one of theirs, so it is not judged until they are fixed.
   */
  unread: readonly string[];
}

/** A link not judged for want of a page list without holes: its target and the file it is in. */
interface HeldBackLink {
  target: string;
  file: string;
}

/**
 * The addresses of the site's pages as the content writes them (`ContentSource.pageAt`), read
 * before any file is checked so that a link in any file can be held against them. A file that
 * cannot be read, or an entry without an address, leaves a hole, except where the file's name
 * gives the entry's address (a project's slug must equal it): its own check says why, and only
 * the links the hole could explain wait for it (not every link of the site for one broken file).
 */
function sitePages(
  contentDir: string,
  files: readonly string[],
  sources: readonly ContentSource[],
): SitePages {
  const known = new Set<string>();
  const unread: string[] = [];
  for (const file of files) {
    const source = sourceFor(path.relative(contentDir, file), sources);
    if (!source?.pageAt) continue;
    const named = source.fileNameField
      ? source.pageAt({ [source.fileNameField]: path.basename(file, path.extname(file)) })
      : null;
    const parsed = readYaml(file);
    const entries = "error" in parsed ? null : entriesOf(source, parsed.value);
    const values = entries === null || "error" in entries ? [null] : entries.list;
    for (const entry of values) {
      const page = (entry && source.pageAt(entry.value)) ?? named;
      if (page === null) unread.push(file);
      else known.add(page);
    }
  }
  return { known, unread: [...new Set(unread)] };
}

/**
 * The site's pages as the content under `contentDir` publishes them, sorted (for the editor, which
 * offers them as a link's targets); null when one of them cannot be read.
 */
export function sitePagesIn(
  contentDir: string,
  sources: readonly ContentSource[] = contentSources,
): string[] | null {
  const pages = sitePages(contentDir, listYamlFiles(contentDir), sources);
  return pages.unread.length > 0 ? null : [...pages.known].sort();
}

/**
 * Why `target`, a link in `file`, is no page of the site (the message names its pages); null when
 * it is one, or when it may be one that could not be read (then it is held back in `heldBack`).
 */
function noSuchPage(
  target: string,
  file: string,
  { pages, heldBack }: Pick<Tree, "pages" | "heldBack">,
): string | null {
  if (pages.known.has(target)) return null;
  if (pages.unread.length > 0) {
    heldBack.push({ target, file });
    return null;
  }
  const sorted = [...pages.known].sort();
  const top = sorted.filter((page) => !page.slice(1).includes("/"));
  const more = sorted.length - top.length;
  const others =
    more > 0
      ? ` and ${String(more)} below them, such as ${sorted.find((page) => !top.includes(page)) ?? ""}`
      : "";
  return `"${target}" is not a page of the site (its pages: ${top.join(", ")}${others})`;
}

/** What a source's schema asks of the content tree besides the file it parses. */
interface Tree {
  images: ImageFiles;
  pages: SitePages;
  /** Links not judged in this run, filled in as they are met. */
  heldBack: HeldBackLink[];
}

function checkSource(
  source: ContentSource,
  files: readonly string[],
  tree: Tree,
  shown: (file: string) => string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const located: LocatedEntry[] = [];

  for (const file of files) {
    const parsed = readYaml(file);
    for (const message of parsed.problems) issues.push({ file: shown(file), message });
    if ("error" in parsed) {
      issues.push({ file: shown(file), message: parsed.error });
      continue;
    }
    const entries = entriesOf(source, parsed.value);
    if ("error" in entries) {
      issues.push({ file: shown(file), message: entries.error });
      continue;
    }
    if (source.count && entries.list.length !== source.count.exactly) {
      const { exactly, what } = source.count;
      issues.push({
        file: shown(file),
        message: `needs exactly ${exactly} ${what}, found ${entries.list.length}`,
      });
    }
    const schema = entrySchemaChecking(source, { file, ...tree });
    for (const { entry, value } of entries.list) {
      const result = schema.safeParse(value, { reportInput: true, error: inWords });
      const position = located.length + 1;
      const zodIssues = result.success ? [] : result.error.issues;
      for (const zodIssue of zodIssues) {
        issues.push({ file: shown(file), entry, ...describeZodIssue(zodIssue, source) });
      }
      // Beside the entry's other problems, unless its own rules already refused that field.
      const nameIssue = fileNameIssue(source, file, result.success ? result.data : value);
      if (nameIssue && !zodIssues.some((issue) => issue.path[0] === nameIssue.field)) {
        issues.push({ file: shown(file), ...nameIssue });
      }
      // Once the entry is valid, in a file without a problem of its own (bytes not UTF-8, a
      // comment): what is refused is rewritten anyway.
      const told = result.success && parsed.problems.length === 0;
      const outside = told ? outsideTheFonts(value, (at) => labelled(source, at)) : [];
      issues.push(...outside.map((found) => ({ file: shown(file), entry, ...found })));
      located.push(
        result.success
          ? { file: shown(file), entry, position, value: result.data, valid: true }
          : { file: shown(file), entry, position, value, valid: false },
      );
    }
  }

  // Rules across entries need entries: a list file that could not be read has none to compare.
  const acrossIssues = located.length > 0 ? (source.across?.(located) ?? []) : [];
  for (const found of acrossIssues) {
    const at = found.entry === undefined ? undefined : located[found.entry - 1];
    issues.push({
      file: at?.file ?? shown(files[0] ?? source.path),
      entry: at?.entry,
      field: found.field === undefined ? undefined : labelled(source, [found.field]),
      message: found.message,
    });
  }
  return issues;
}

/** The YAML file whose entries a source's schema is parsing, the images beside it, the pages. */
interface FileChecked extends Tree {
  file: string;
}

const entrySchemas = new WeakMap<ContentSource, { schema: z.ZodType; checking: FileChecked }>();

/**
 * The source's entry schema, its image questions answered for `checked`. Each source's schema is
 * built once: zod builds a schema object afresh on every call of `source.entry`, which was two
 * thirds of a content check's time (123 ms against 38 for the shipped content, which the tests
 * check a hundred times). The parse that follows is synchronous: the file cannot change under it.
 */
function entrySchemaChecking(source: ContentSource, checked: FileChecked): z.ZodType {
  const built = entrySchemas.get(source);
  if (built) {
    Object.assign(built.checking, checked);
    return built.schema;
  }
  const checking = { ...checked };
  const schema = source.entry({
    imageProblem: (relativePath) => checking.images.problem(checking.file, relativePath),
    imageSize: (relativePath) => checking.images.size(checking.file, relativePath),
    pageProblem: (target) => noSuchPage(target, checking.file, checking),
  });
  entrySchemas.set(source, { schema, checking });
  return schema;
}

function fileNameIssue(
  source: ContentSource,
  file: string,
  value: unknown,
): Pick<ContentIssue, "field" | "message"> | null {
  const field = source.fileNameField;
  if (!field || typeof value !== "object" || value === null) return null;
  const expected = path.basename(file, path.extname(file));
  const actual = (value as Record<string, unknown>)[field];
  // A missing or mistyped value is its schema's to report.
  if (typeof actual !== "string") return null;
  return actual === expected
    ? null
    : { field, message: `"${actual}" must match the file name "${expected}"` };
}

/** Field path as an editor reads it: `footer.links[2].label` (positions counted from 1). */
function fieldPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment + 1}]`;
      return index === 0 ? String(segment) : `.${String(segment)}`;
    })
    .join("");
}

const jsonSchemas = new WeakMap<ContentSource, JsonSchema>();

/**
 * A field's path, with the label the editor shows for it where its schema gives one:
 * `subtype ("Sector tiles")`, so that a problem only the build finds (a rule across fields or
 * entries) is found in the editor's form as in the YAML.
 */
function labelled(source: ContentSource, path: readonly PropertyKey[]): string {
  let schema = jsonSchemas.get(source);
  if (schema === undefined) {
    schema = entryJsonSchema(source);
    jsonSchemas.set(source, schema);
  }
  for (const key of path) {
    const inner = withoutNull(schema);
    const next: unknown = typeof key === "number" ? inner.items : inner.properties?.[String(key)];
    if (next === null || typeof next !== "object" || Array.isArray(next)) return fieldPath(path);
    schema = next as JsonSchema;
  }
  // An optional field carries its label beside its null, or on the value itself.
  const label = editorHints(schema).label ?? editorHints(withoutNull(schema)).label;
  return label === undefined || path.length === 0
    ? fieldPath(path)
    : `${fieldPath(path)} ("${label}")`;
}

function describeZodIssue(
  issue: z.core.$ZodIssue,
  source: ContentSource,
): Pick<ContentIssue, "field" | "message"> {
  if (issue.code === "custom" && issue.params?.kind === FILE_PROBLEM) {
    const segments = issue.path.at(-1) === "src" ? issue.path.slice(0, -1) : issue.path;
    return { message: `${fieldPath(segments)} "${String(issue.input)}" ${issue.message}` };
  }
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return {
      field: fieldPath(issue.path) || undefined,
      message: `unknown field ${keys} (check the spelling)`,
    };
  }
  // A rule over several fields only the build checks: named as the editor shows the field too.
  const byRule = issue.code === "custom" && issue.params?.kind === ACROSS_FIELDS;
  const field = (byRule ? labelled(source, issue.path) : fieldPath(issue.path)) || undefined;
  if (issue.code === "invalid_type") {
    // A field written without a value is missing; a list item or entry left empty (a stray `-`
    // line) is a value of the wrong kind.
    const missing =
      issue.input === undefined || (issue.input === null && typeof issue.path.at(-1) === "string");
    return {
      field,
      message: missing
        ? "is required"
        : `must be ${kindOf(issue.expected)}, not ${describeValue(issue.input)}${quoteIt(issue)}`,
    };
  }
  return { field, message: issue.message };
}

/**
 * Advice for a text that YAML read as something else: a number, true or false, which quotes keep
 * a text, or a sentence with ": " in it, which YAML reads as a field and its value.
 */
function quoteIt({ expected, input }: z.core.$ZodIssueInvalidType): string {
  if (expected !== "string") return "";
  if (typeof input === "number" || typeof input === "boolean") {
    return `: put it in quotes ('${String(input)}') to keep it a text`;
  }
  const fields = input !== null && typeof input === "object" && !Array.isArray(input);
  return fields && !(input instanceof Date) ? ": a text containing ': ' must be put in quotes" : "";
}

/** Each kind of value a field takes, in an editor's words. */
const KINDS: Readonly<Record<string, string>> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "a group of fields",
  array: "a list",
};

function kindOf(expected: string): string {
  return KINDS[expected] ?? `a ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === null) return "empty";
  if (Array.isArray(value)) return "a list";
  // YAML reads an unquoted 2023-01-01 as a date.
  if (value instanceof Date) {
    return `the date ${value.toISOString().slice(0, 10)} (write a year alone, or quote a text)`;
  }
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return `the text ${JSON.stringify(value)}`;
  if (typeof value === "number") {
    // YAML's .nan and .inf.
    if (Number.isNaN(value)) return '.nan, which is "not a number"';
    if (!Number.isFinite(value)) return `${value < 0 ? "-" : ""}.inf, which is infinity`;
    return `the number ${String(value)}`;
  }
  return typeof value === "boolean" ? String(value) : typeof value;
}

const BOUNDS = {
  too_small: { inclusive: "at least", exclusive: "more than", items: "needs at least" },
  too_big: { inclusive: "at most", exclusive: "less than", items: "takes at most" },
} as const;

/**
 * zod's own words for a bound or a choice without a message of its schema's, said as the other
 * messages are ("must be at least 1, not 0"): given to each parse, where a schema's message wins.
 */
const inWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" || issue.code === "too_big") {
    const words = BOUNDS[issue.code];
    const bound = String(issue.code === "too_small" ? issue.minimum : issue.maximum);
    if (issue.origin === "array") return `${words.items} ${bound} items`;
    const unit = issue.origin === "string" ? " characters" : "";
    const given = typeof issue.input === "number" ? `, not ${String(issue.input)}` : "";
    return `must be ${issue.inclusive ? words.inclusive : words.exclusive} ${bound}${unit}${given}`;
  }
  if (issue.code === "invalid_value") {
    return `must be one of ${issue.values.map(String).join(", ")}`;
  }
  return undefined;
};

/** `content/slides.yaml: entry 2: image "slides/02.jpg" not found` */
export function formatIssue(issue: ContentIssue): string {
  return [issue.file, issue.entry && `entry ${issue.entry}`, issue.field, issue.message]
    .filter(Boolean)
    .join(": ");
}
