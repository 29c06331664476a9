import path from "node:path";
import type {
  CmsConfig,
  CollectionFile,
  EntryCollection,
  Field,
  FileCollection,
  ListField,
  ObjectField,
} from "@sveltia/cms";
import { editorHints } from "./editor-meta";
import { IMAGE_LIMITS } from "./image-files";
import { entryJsonSchema, type JsonSchema, withoutNull } from "./graphql-schema";
import type { ContentSource } from "./source";

/**
 * The content editor's configuration (Sveltia CMS, served at /admin), generated from the content
 * registry: every source becomes a file (or, for a folder such as `projects/`, a collection of
 * files) whose fields follow the source's entry schema, through the JSON Schema zod derives from
 * it (`entryJsonSchema`, which the GraphQL SDL reads too). So the check, the GraphQL types and
 * the editor cannot disagree, and a field added to a schema appears in all three.
 *
 * What the schema says, the editor enforces before it saves:
 * - required fields (an optional field is `required: false`; a text is required, meaning
 *   non-empty in the editor, only where the schema rejects an empty text);
 * - text limits (`minLength`/`maxLength` → `minlength`/`maxlength`, `pattern` with its message):
 *   every text field has a maximum length (fields.ts, `LIMITS`), counted by both in characters;
 * - list counts (`minItems`/`maxItems`, and a list file's `count`) → `min`/`max`;
 * - closed sets (`enum`) → a select; numbers with their bounds; booleans;
 * - images (`x-graphql-type: ContentImage`, `{ src, alt }`): a picture uploaded into the field's
 *   folder under content/, its path stored relative to the YAML file as the YAML files write it,
 *   with its alt text beside it, required.
 * Labels, hints, text areas, image folders and fixed lists come from the schemas' editor
 * metadata (editor-meta.ts). Rules across fields or entries that JSON Schema cannot express (a
 * slug used twice, services numbered in order) stay with the content check, which every build
 * runs.
 */

/** Where the production editor commits: a GitHub repository (see docs/deployment.md, "The content editor on the live site"). */
export interface EditorSettings {
  /** `owner/name` of the GitHub repository. */
  repo: string;
  /** The branch to commit to; by default the repository's default branch. */
  branch?: string;
  /** Origin of the OAuth client that signs editors in; by default Netlify's. */
  authBaseUrl?: string;
  /** Shown on the sign-in page and in the browser tab. */
  appTitle: string;
  /** Address of a square logo for the sign-in page. */
  logo?: string;
  /**
   * The site's pages (`/`, `/about`, each project's page), from which a link's target is chosen;
   * without them a target is typed, and the build checks it.
   */
  pages?: readonly string[];
}

/** The collection of the single files (site.yaml, home.yaml…). */
export const FILES_COLLECTION = "pages";

const IMAGE_TYPE = "ContentImage";
const FILE_TYPE = "File";
const GRAPHQL_TYPE = "x-graphql-type";
const CONTENT = "content";
/** zod's bounds for `.int()`, which say nothing an editor needs to see. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** Where the YAML file that holds a field lives, relative to content/ ("" or "projects"). */
interface Place {
  dir: string;
  where: string;
  /** The site's pages, offered for a link's target (`EditorSettings.pages`). */
  pages?: readonly string[] | undefined;
}

/** `shortName` → "Short name", `goTo` → "Go to". */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function child(value: unknown, where: string): JsonSchema {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`${where}: expected one JSON Schema, got ${JSON.stringify(value)}`);
  }
  return value as JsonSchema;
}

function properties(schema: JsonSchema, where: string): [string, JsonSchema][] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => [
    name,
    child(property, `${where}.${name}`),
  ]);
}

/** Label, hint and read-only flag, shared by every kind of field. */
function common(name: string, schema: JsonSchema) {
  const hints = editorHints(schema);
  return {
    name,
    label: hints.label ?? humanise(name),
    ...(hints.hint !== undefined && { hint: hints.hint }),
    ...(hints.readOnly === true && { readonly: true }),
  };
}

/** Whether zod accepts "" for a text: Sveltia's `required` means non-empty. */
function acceptsEmpty(schema: JsonSchema): boolean {
  if ((schema.minLength ?? 0) >= 1) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test("");
}

/** The field's pictures: uploaded under content/<folder>, stored relative to the YAML file. */
function imageField(name: string, schema: JsonSchema, place: Place): Field {
  const hints = editorHints(schema);
  if (hints.folder === undefined) {
    throw new Error(`${place.where}: an image needs an upload folder (imageRef's \`folder\`)`);
  }
  const relative = path.posix.relative(place.dir, hints.folder);
  return {
    ...common(name, schema),
    widget: "image",
    choose_url: false,
    media_folder: `/${CONTENT}/${hints.folder}`,
    public_folder: relative.startsWith("../") ? relative : `./${relative}`,
    ...(hints.accept !== undefined && { accept: hints.accept }),
  };
}

function isImage(schema: JsonSchema): boolean {
  return schema[GRAPHQL_TYPE] === IMAGE_TYPE;
}

/** An image with its alt text: `{ src, alt }`, both required. */
function imageFields(schema: JsonSchema, place: Place): Field[] {
  const parts = Object.fromEntries(properties(schema, place.where));
  const { src, alt } = parts;
  if (src?.[GRAPHQL_TYPE] !== FILE_TYPE || alt?.type !== "string" || acceptsEmpty(alt)) {
    throw new Error(`${place.where}: an image is { src, alt } with alt text required`);
  }
  return [
    imageField("src", src, { ...place, where: `${place.where}.src` }),
    stringField("alt", alt, true),
  ];
}

function stringField(name: string, schema: JsonSchema, required: boolean): Field {
  const hints = editorHints(schema);
  const minlength = schema.minLength ?? 0;
  // Written as a /literal/: Sveltia reads a pattern that ends in "/" and letters as flags.
  const pattern: [string, string] | undefined =
    schema.pattern === undefined
      ? undefined
      : [`/${schema.pattern}/`, sentence(hints.patternMessage ?? `must match ${schema.pattern}`)];
  const text = {
    ...common(name, schema),
    ...((!required || acceptsEmpty(schema)) && { required: false }),
    ...(minlength > 1 && { minlength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
    ...(pattern !== undefined && { pattern }),
  };
  return hints.multiline === true ? { ...text, widget: "text" } : { ...text, widget: "string" };
}

function numberField(name: string, schema: JsonSchema): Field {
  const integer = schema.type === "integer";
  const above = schema.exclusiveMinimum;
  const lowest =
    schema.minimum ??
    (typeof above === "number" ? above + (integer ? 1 : Number.EPSILON) : undefined);
  const highest = schema.maximum;
  return {
    ...common(name, schema),
    widget: "number",
    value_type: integer ? "int" : "float",
    ...(lowest !== undefined && Math.abs(lowest) < SAFE_INTEGER && { min: lowest }),
    ...(highest !== undefined && Math.abs(highest) < SAFE_INTEGER && { max: highest }),
  };
}

function listField(name: string, schema: JsonSchema, place: Place): ListField {
  const hints = editorHints(schema);
  const item = child(schema.items, `${place.where}[]`);
  const itemPlace = { ...place, where: `${place.where}[]` };
  const base = {
    ...common(name, schema),
    widget: "list" as const,
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
    ...(hints.itemLabel !== undefined && { label_singular: hints.itemLabel }),
    ...(hints.fixed === true && { allow_add: false, allow_remove: false, allow_reorder: false }),
  };
  if (isImage(item)) return { ...base, fields: imageFields(item, itemPlace) };
  if (item.type === "object") return { ...base, fields: objectFields(item, itemPlace) };
  return { ...base, field: field("item", item, true, itemPlace) };
}

function objectField(name: string, schema: JsonSchema, place: Place): ObjectField {
  return {
    ...common(name, schema),
    widget: "object",
    fields: isImage(schema) ? imageFields(schema, place) : objectFields(schema, place),
  };
}

/**
 * One field of the editor for the JSON Schema of one property. Sveltia's `required` means "not
 * empty": a text the schema lets be "" or a list it lets be [] is `required: false` even where
 * the key itself is required (the editor then writes '' or []).
 */
function field(name: string, property: JsonSchema, inParent: boolean, place: Place): Field {
  const schema = withoutNull(property);
  const required = inParent && schema === property;
  const optional = required ? {} : { required: false };
  if (schema.enum !== undefined) {
    return { ...common(name, schema), ...optional, widget: "select", options: [...schema.enum] };
  }
  // A link to a page: chosen from the site's pages, so none can lead nowhere.
  if (place.pages !== undefined && editorHints(schema).pageChoice === true) {
    return { ...common(name, schema), ...optional, widget: "select", options: [...place.pages] };
  }
  if (schema[GRAPHQL_TYPE] === FILE_TYPE)
    return { ...imageField(name, schema, place), ...optional };
  switch (schema.type) {
    case "string":
      return stringField(name, schema, required);
    case "integer":
    case "number":
      return { ...numberField(name, schema), ...optional };
    case "boolean":
      return { ...common(name, schema), ...optional, widget: "boolean" };
    case "array": {
      // A fixed list is never empty: its entries are the ones the site's code knows.
      const nonEmpty =
        required && ((schema.minItems ?? 0) >= 1 || editorHints(schema).fixed === true);
      return { ...listField(name, schema, place), ...(nonEmpty ? {} : { required: false }) };
    }
    case "object":
      return { ...objectField(name, schema, place), ...optional };
    default:
      throw new Error(`${place.where}: no editor field for ${JSON.stringify(schema)}`);
  }
}

function objectFields(schema: JsonSchema, place: Place): Field[] {
  const required = new Set(schema.required ?? []);
  return properties(schema, place.where).map(([name, property]) =>
    field(name, property, required.has(name), {
      ...place,
      where: `${place.where}.${name}`,
    }),
  );
}

function stem(source: ContentSource): string {
  return path.posix.basename(source.path, path.posix.extname(source.path));
}

/** A single file (`site.yaml`, or a list such as `testimonials.yaml`) as one editable entry. */
function fileOf(source: ContentSource, pages: readonly string[] | undefined): CollectionFile {
  const schema = entryJsonSchema(source);
  const hints = editorHints(schema);
  const name = stem(source);
  const dir = path.posix.dirname(source.path).replace(/^\.$/, "");
  const place = { dir, where: source.path, pages };
  const label = hints.label ?? humanise(name);
  if (source.shape === "object") {
    return { name, label, file: `${CONTENT}/${source.path}`, fields: objectFields(schema, place) };
  }
  const count = source.count?.exactly;
  const list: ListField = {
    name,
    label,
    ...(hints.hint !== undefined && { hint: hints.hint }),
    widget: "list",
    root: true,
    ...(count !== undefined && { min: count, max: count }),
    ...(hints.itemLabel !== undefined && { label_singular: hints.itemLabel }),
    ...(hints.fixed === true && { allow_add: false, allow_remove: false, allow_reorder: false }),
    fields: objectFields(schema, place),
  };
  return { name, label, file: `${CONTENT}/${source.path}`, fields: [list] };
}

/** A folder source (`projects/`): a collection of files, one entry each, named by a field. */
function folderOf(source: ContentSource, pages: readonly string[] | undefined): EntryCollection {
  const schema = entryJsonSchema(source);
  const hints = editorHints(schema);
  const dir = source.path.replace(/\/$/, "");
  if (source.fileNameField === undefined) {
    throw new Error(`${source.path}: a folder source needs a fileNameField to name new files`);
  }
  return {
    name: dir,
    label: hints.label ?? humanise(dir),
    ...(hints.itemLabel !== undefined && { label_singular: hints.itemLabel }),
    folder: `${CONTENT}/${dir}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    identifier_field: "title",
    slug: `{{fields.${source.fileNameField}}}`,
    fields: objectFields(schema, { dir, where: source.path, pages }),
  };
}

/** The whole configuration, for /admin/config.yml. */
export function editorConfig(
  sources: readonly ContentSource[],
  settings: EditorSettings,
): CmsConfig {
  const files: FileCollection = {
    name: FILES_COLLECTION,
    label: "Pages and sections",
    files: sources
      .filter((source) => !source.path.endsWith("/"))
      .map((source) => fileOf(source, settings.pages)),
  };
  const folders = sources
    .filter((source) => source.path.endsWith("/"))
    .map((source) => folderOf(source, settings.pages));
  return {
    backend: {
      name: "github",
      repo: settings.repo,
      ...(settings.branch !== undefined && { branch: settings.branch }),
      ...(settings.authBaseUrl !== undefined && { base_url: settings.authBaseUrl }),
    },
    app_title: settings.appTitle,
    ...(settings.logo !== undefined && { logo: { src: settings.logo } }),
    // Every image field names its own folder; this is only Sveltia's required default.
    media_folder: `${CONTENT}/images`,
    public_folder: `/${CONTENT}/images`,
    media_libraries: {
      // Uploaded names as URLs and the content check like them: "My Photo.JPG" → my-photo.jpg.
      // A file the check would refuse for its size is refused at upload, before any save.
      all: { slugify_filename: true, max_file_size: IMAGE_LIMITS.bytes },
      // No stock photo services: they would call other sites and need keys.
      stock_assets: false,
    },
    // The YAML style of content/ (scripts/format-content.ts writes the same), stated so that a
    // change of Sveltia's defaults cannot reformat every file on the next save.
    output: { yaml: { indent_size: 2, indent_sequences: true, quote: "none" } },
    show_preview_links: false,
    // Sveltia's preview repeats the form's values in a second column; the site itself is the
    // preview (docs/editing.md: the running site shows a save after a rebuild).
    editor: { preview: false },
    collections: [files, ...folders],
  };
}
