/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import type { CollectionFile, EntryCollection, Field, FileCollection } from "@sveltia/cms";
import { z } from "zod";
import { entriesOf, listYamlFiles, readYaml } from "../content-files";
import { editorConfig, type EditorSettings, FILES_COLLECTION, humanise } from "../editor-config";
import { editor } from "../editor-meta";
import { LIMITS, prose, text } from "../fields";
import { IMAGE_LIMITS } from "../image-files";
import { imageRef } from "../image-ref";
import { contentSources, sourceFor } from "../registry";
import { defineSource, SHAPE_ONLY, type ContentSource } from "../source";

/**
 * The editor's configuration against the registry, source by source: the configuration is
 * generated, so this does not compare it with a second description of the content but with what
 * the content check does. For every entry of every content file, each field of the editor is
 * tried against the source's schema with the values the editor would let through or stop:
 * an empty value is refused by the check exactly where the editor requires the field, a text one
 * character too short or too long, a value outside a pattern or a select, a number out of range
 * and a list one entry short or long are refused by both, and what the editor writes for an
 * empty optional field passes the check. Images have their alt text beside them, required, and
 * the pictures already in content/ sit in the folder the editor uploads to.
 */

const CONTENT_DIR = path.resolve(__dirname, "../../../content");
const SETTINGS = { repo: "studio/site", appTitle: "Studio: content editor" };
const config = editorConfig(contentSources, SETTINGS);
const context = SHAPE_ONLY;

type Path = readonly (string | number)[];
type Json = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function get(value: Json, at: Path): Json {
  let current: Json = value;
  for (const key of at) {
    if (Array.isArray(current) && typeof key === "number") current = current[key];
    else if (isRecord(current) && typeof key === "string") current = current[key];
    else return undefined;
  }
  return current;
}

/** A copy of `value` with the value at `at` replaced. */
function set(value: Json, at: Path, next: Json): Json {
  const [key, ...rest] = at;
  if (key === undefined) return next;
  if (Array.isArray(value) && typeof key === "number") {
    return value.map((item: Json, index) => (index === key ? set(item, rest, next) : item));
  }
  if (isRecord(value) && typeof key === "string") {
    return { ...value, [key]: set(value[key], rest, next) };
  }
  throw new Error(`no ${String(key)} in ${JSON.stringify(value)}`);
}

/**
 * The parts of a field of the configuration this test reads (Sveltia's own `Field` type admits
 * custom fields with any property, which would type every nested field as `any`).
 */
interface ConfigField {
  name: string;
  widget?: string;
  required?: boolean | string[];
  readonly?: boolean;
  minlength?: number;
  maxlength?: number;
  pattern?: [string | RegExp, string];
  options?: readonly unknown[];
  min?: number | string;
  max?: number | string;
  value_type?: string;
  allow_add?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  field?: ConfigField;
  fields?: readonly ConfigField[];
}

function fieldsOf(fields: readonly Field[] | undefined): readonly ConfigField[] {
  return fields ?? [];
}

function fileOf(source: ContentSource): CollectionFile | EntryCollection {
  const [files, ...folders] = config.collections ?? [];
  if (source.path.endsWith("/")) {
    const folder = folders.find(
      (collection) =>
        "folder" in collection && collection.folder === `content/${source.path}`.slice(0, -1),
    );
    if (!folder || !("folder" in folder)) throw new Error(`no collection for ${source.path}`);
    return folder;
  }
  const file = (files as FileCollection).files.find(
    (entry) => entry.file === `content/${source.path}`,
  );
  if (!file) throw new Error(`no file for ${source.path}`);
  return file;
}

/** Every entry of `source` in content/, with the file it comes from. */
function entriesIn(source: ContentSource): { file: string; value: Json }[] {
  return listYamlFiles(CONTENT_DIR)
    .filter((file) => sourceFor(path.relative(CONTENT_DIR, file)) === source)
    .flatMap((file) => {
      const parsed = readYaml(file);
      if ("error" in parsed) throw new Error(`${file}: ${parsed.error}`);
      const entries = entriesOf(source, parsed.value);
      if ("error" in entries) throw new Error(`${file}: ${entries.error}`);
      return entries.list.map(({ value }) => ({ file, value }));
    });
}

const EMPTY: Record<string, Json> = { string: "", text: "", list: [], object: null, image: "" };

/**
 * What the check did with a value the editor lets through (`somewhere`: it must take it in at
 * least one entry, since a rule across fields may refuse it in another, such as the commercial
 * service's tiles) or stops (`never`: it must refuse it in every entry), by field.
 */
type Expectation = "somewhere" | "never";
const observed = new Map<string, { expectation: Expectation; accepted: boolean[] }>();

function observe(field: string, what: string, expectation: Expectation, accepted: boolean): void {
  const key = `${field}: ${what} (${expectation})`;
  const seen = observed.get(key) ?? { expectation, accepted: [] };
  observed.set(key, { expectation, accepted: [...seen.accepted, accepted] });
}

function expectObservations(): void {
  expect(observed.size).toBeGreaterThan(0);
  const wrong = [...observed]
    .filter(([, { expectation, accepted }]) =>
      expectation === "never" ? accepted.some(Boolean) : !accepted.some(Boolean),
    )
    .map(([key]) => key);
  observed.clear();
  expect(wrong).toEqual([]);
}

/** The rules of one field, tried on one entry at `at`. */
function checkField(
  source: ContentSource,
  entry: { file: string; value: Json },
  field: ConfigField,
  at: Path,
): void {
  const schema = source.entry(context);
  const accepts = (value: Json) => schema.safeParse(set(entry.value, at, value)).success;
  const file = path.relative(CONTENT_DIR, entry.file).replace(/^projects\/.*/, "projects/");
  const name = `${file} ${at.filter((key) => typeof key === "string").join(".")}`;
  const expectTo = (expectation: Expectation, what: string, value: Json) => {
    observe(name, what, expectation, accepts(value));
  };
  const widget = field.widget ?? "string";
  const current = get(entry.value, at);
  const required = field.required !== false;

  // A value the site's code relies on is shown, not edited: nothing to try.
  if (field.readonly === true) return;
  // Required in the editor (never empty) exactly where the check refuses it empty.
  if (widget in EMPTY) expectTo(required ? "never" : "somewhere", "empty", EMPTY[widget]);
  if (current === undefined || current === null) return;

  if ((widget === "string" || widget === "text") && typeof current === "string") {
    const { minlength, maxlength, pattern } = field;
    const regex = pattern === undefined ? null : new RegExp(String(pattern[0]).slice(1, -1));
    // What the editor takes the check takes somewhere, what it refuses the check never takes:
    // the check has no rule on a text that the editor lacks.
    const asTheEditor = (what: string, value: string) => {
      const fits =
        (regex === null || regex.test(value)) &&
        Array.from(value).length >= (minlength ?? 0) &&
        Array.from(value).length <= (maxlength ?? Infinity);
      expectTo(fits ? "somewhere" : "never", what, value);
    };
    // Padded to the least length, never ending in a space (which the check trims).
    const more = (value: string) => value.padEnd(minlength ?? 0, " more").replace(/ $/, ".");
    asTheEditor("words", more("Plain words, written freely.").slice(0, maxlength));
    if (minlength !== undefined) {
      asTheEditor("too short", "x".repeat(minlength - 1));
      asTheEditor("shortest", "x".repeat(minlength));
    }
    if (maxlength !== undefined) {
      asTheEditor("too long", "x".repeat(maxlength + 1));
      asTheEditor("longest", "x".repeat(maxlength));
      // Both count characters as a reader does: an emoji is one, not two UTF-16 units.
      asTheEditor("longest, in emoji", "🏡".repeat(maxlength));
      asTheEditor("too long, in emoji", "🏡".repeat(maxlength + 1));
    }
    if (widget === "text") {
      // A text area takes line breaks: a field's pattern says which of them its page shows.
      asTheEditor("two paragraphs", more("Plain words.\n\nMore words."));
      asTheEditor("a line break alone", more("Plain words.\nMore words."));
      asTheEditor("a line break after the words", `${more("Plain words.")}\n`);
    }
    if (regex !== null) {
      const probes = [current, "x", "/about", "/a/b", "{n} of {count}", "{count}", "Send now"];
      const others = ["hello@example.com", "https://example.com/", "http://example.com/", "en_GB"];
      for (const probe of [...probes, ...others]) asTheEditor(`"${probe}"`, probe);
    }
  }
  if (widget === "select") {
    for (const option of field.options ?? []) {
      expectTo("somewhere", `option ${JSON.stringify(option)}`, option);
    }
    expectTo("never", "another value", "not-an-option");
  }
  if (widget === "number" && typeof current === "number") {
    const { min, max, value_type } = field;
    if (typeof min !== "number") expectTo("somewhere", "far lower", current - 1000);
    else {
      expectTo("never", "below the minimum", min - 1);
      expectTo("somewhere", "the minimum", min);
    }
    if (typeof max !== "number") expectTo("somewhere", "far higher", current + 1000);
    else {
      expectTo("never", "above the maximum", max + 1);
      expectTo("somewhere", "the maximum", max);
    }
    if (value_type === "int") expectTo("never", "a fraction", current + 0.5);
  }
  if (widget === "boolean") {
    expectTo("somewhere", "true", true);
    expectTo("somewhere", "false", false);
    expectTo("never", "text", "yes");
  }
  if (widget === "list" && Array.isArray(current)) {
    checkList(field, current, (what, expectation, items) => {
      expectTo(expectation, what, items);
    });
    const { field: item, fields } = field;
    current.forEach((_, index) => {
      if (item) checkField(source, entry, item, [...at, index]);
      if (fields) checkFields(source, entry, fields, [...at, index]);
    });
  }
  if (widget === "object" && field.fields) checkFields(source, entry, field.fields, at);
}

/** A list's counts, and a fixed list's entries, against what the check accepts. */
function checkList(
  field: ConfigField,
  items: readonly Json[],
  expectTo: (what: string, expectation: Expectation, items: readonly Json[]) => void,
): void {
  const { min, max, allow_add } = field;
  const [first] = items;
  if (first === undefined) return;
  const sized = (count: number) =>
    Array.from({ length: count }, (_, index) => items[index] ?? first);
  if (allow_add === false) {
    // A fixed list: its entries are what the site's code knows; one more is refused.
    expectTo("one more", "never", [...items, first]);
    expect(field).toMatchObject({ allow_remove: false, allow_reorder: false });
    return;
  }
  if (typeof min === "number" && min > 0) {
    expectTo("too few", "never", sized(min - 1));
    expectTo("fewest", "somewhere", sized(min));
  } else expectTo("one entry", "somewhere", sized(1));
  if (typeof max === "number") {
    expectTo("too many", "never", sized(max + 1));
    expectTo("most", "somewhere", sized(max));
  } else expectTo("one more", "somewhere", [...items, first]);
}

function checkFields(
  source: ContentSource,
  entry: { file: string; value: Json },
  fields: readonly ConfigField[],
  at: Path,
): void {
  const value = get(entry.value, at);
  if (!isRecord(value)) return;
  // Every field the content holds is in the editor, and nothing else.
  expect({ at: at.join("."), keys: Object.keys(value) }).toEqual({
    at: at.join("."),
    keys: fields.map((field) => field.name),
  });
  for (const field of fields) checkField(source, entry, field, [...at, field.name]);
  if (fields.map((field) => field.name).join() === "src,alt") checkImage(entry, fields, at);
}

/**
 * An image: its picture in the folder the editor uploads to, stored as the YAML writes it
 * (relative to the file), and its alt text beside it, required.
 */
function checkImage(
  entry: { file: string; value: Json },
  fields: readonly ConfigField[],
  at: Path,
): void {
  const [picture, alt] = fields;
  expect(picture).toMatchObject({ widget: "image", choose_url: false });
  expect(alt).toMatchObject({ widget: "string" });
  expect(alt?.required).not.toBe(false);
  const src = get(entry.value, [...at, "src"]);
  if (typeof src !== "string" || picture === undefined) return;
  const slug = get(entry.value, ["slug"]);
  const fill = (folder = "") => folder.replace("{{fields.slug}}", String(slug));
  const publicFolder = fill(picture.public_folder);
  const where = `${path.relative(CONTENT_DIR, entry.file)} ${at.join(".")}`;
  expect({ where, src }).toEqual({
    where,
    src: expect.stringMatching(
      new RegExp(`^${publicFolder.replace(/\./g, "\\.")}/[^/]+$`),
    ) as unknown,
  });
  const uploads = path.join(CONTENT_DIR, "..", fill(picture.media_folder));
  expect(path.resolve(path.dirname(entry.file), publicFolder)).toBe(uploads);
  expect(existsSync(uploads)).toBe(true);
}

describe("the editor's configuration, source by source", () => {
  test("has a file or a collection for every source, and for every YAML file in content/", () => {
    const files = (config.collections?.[0] as FileCollection).files.map((file) => file.file);
    const folders = (config.collections ?? [])
      .slice(1)
      .map((collection) => ("folder" in collection ? `${collection.folder}/` : ""));
    expect([...files, ...folders].sort()).toEqual(
      contentSources.map((source) => `content/${source.path}`).sort(),
    );
    for (const file of listYamlFiles(CONTENT_DIR)) {
      expect(sourceFor(path.relative(CONTENT_DIR, file))).toBeDefined();
    }
  });

  describe.each(contentSources.map((source) => [source.path, source] as const))(
    "%s",
    (_, source) => {
      const target = fileOf(source);
      const entries = entriesIn(source);

      test("every entry's fields, with the rules the check enforces", () => {
        expect(entries.length).toBeGreaterThan(0);
        const top = fieldsOf(target.fields);
        const fields = source.shape === "list" ? (top[0]?.fields ?? []) : top;
        for (const entry of entries) checkFields(source, entry, fields, []);
        expectObservations();
      });

      if (source.shape === "list") {
        test("the whole file: a list at the top, with the count the check requires", () => {
          const [list] = fieldsOf(target.fields);
          expect(list).toMatchObject({ widget: "list", root: true });
          if (source.count) {
            expect(list).toMatchObject({ min: source.count.exactly, max: source.count.exactly });
          }
          const accepts = (items: readonly Json[]) => {
            const schema = source.entry(context);
            const positioned = items.map((value, index) => ({
              position: index + 1,
              value,
              valid: schema.safeParse(value).success,
              file: `content/${source.path}`,
            }));
            return (
              positioned.every((item) => item.valid) &&
              (source.count === undefined || items.length === source.count.exactly) &&
              (source.across?.(positioned).length ?? 0) === 0
            );
          };
          if (list) {
            const values = entries.map((entry) => entry.value);
            checkList(list, values, (what, expectation, items) => {
              observe(source.path, what, expectation, accepts(items));
            });
          }
          expectObservations();
        });
      }

      if (source.path.endsWith("/")) {
        test("a folder of files, one entry each, named by the field the check compares", () => {
          expect(target).toMatchObject({
            folder: `content/${source.path.slice(0, -1)}`,
            extension: "yaml",
            format: "yaml",
            create: true,
            delete: true,
            slug: `{{fields.${source.fileNameField ?? ""}}}`,
          });
        });
      }
    },
  );
});

/** Every field of the configuration, nested ones included, with where it is. */
function allFields(fields: readonly ConfigField[], where: string): [string, ConfigField][] {
  return fields.flatMap((field) => {
    const at = `${where}.${field.name}`;
    const nested = [...(field.fields ?? []), ...(field.field ? [field.field] : [])];
    return [[at, field] as [string, ConfigField], ...allFields(nested, at)];
  });
}

/** Every field of the editor's configuration, named by its file and place. */
function everyField(from = config): [string, ConfigField][] {
  const [files, ...folders] = from.collections ?? [];
  return [
    ...(files as FileCollection).files.flatMap((file) =>
      allFields(fieldsOf(file.fields), file.file),
    ),
    ...folders.flatMap((folder) =>
      "folder" in folder ? allFields(fieldsOf(folder.fields), folder.folder) : [],
    ),
  ];
}

test("offers a link's target as a choice of the site's pages, where it is told them", () => {
  const pages = ["/", "/about", "/projects/laterite-villa-assagao"];
  const targets = (settings: EditorSettings) => {
    const fields = everyField(editorConfig(contentSources, settings));
    return fields.filter(([at]) => at.endsWith(".to")).map(([, field]) => field);
  };
  const chosen = targets({ ...SETTINGS, pages });
  // The menu's, the footer's, the pages' actions, the home page's two, the closing block's.
  expect(chosen).toHaveLength(6);
  for (const field of chosen) expect(field).toMatchObject({ widget: "select", options: pages });
  for (const field of targets(SETTINGS)) expect(field.widget ?? "string").toBe("string");
});

test("shows the contact form's hints and alerts, which the product fixes, read-only", () => {
  const fixed = everyField().filter(([at]) => /^content\/contact\.yaml\.(hints|alerts)\./.test(at));
  expect(fixed).toHaveLength(7);
  expect(fixed.filter(([, field]) => field.readonly !== true).map(([at]) => at)).toEqual([]);
});

test("every text field has a maximum length in the editor", () => {
  const fields = everyField();
  const texts = fields.filter(([, field]) => ["string", "text"].includes(field.widget ?? "string"));
  expect(texts.length).toBeGreaterThan(150);
  expect(
    texts.filter(([, field]) => typeof field.maxlength !== "number").map(([at]) => at),
  ).toEqual([]);
});

describe("editorConfig", () => {
  const studio = defineSource({
    typeName: "StudioYaml",
    path: "studio.yaml",
    shape: "object",
    entry: (entryContext) =>
      z
        .strictObject({
          name: text(LIMITS.words),
          motto: prose(80).meta(editor({ label: "Motto", hint: "One line." })),
          code: z.string().regex(/^[A-Z]{3}$/),
          note: z.string(),
          kind: z.enum(["home", "commercial"]),
          founded: z.number().int().min(1900),
          open: z.boolean(),
          portrait: imageRef(entryContext, { folder: "images/studio", minWidth: 800 }),
          tags: z.array(text(LIMITS.label)).min(1).max(3),
          extras: z.array(text(LIMITS.title)),
        })
        .meta(editor({ label: "The studio" })),
  });

  test("maps a schema field by field, with labels, hints and widgets from its metadata", () => {
    const [files] = editorConfig([studio], SETTINGS).collections ?? [];
    expect((files as FileCollection).name).toBe(FILES_COLLECTION);
    expect((files as FileCollection).files).toEqual([
      {
        name: "studio",
        label: "The studio",
        file: "content/studio.yaml",
        fields: [
          { name: "name", label: "Name", maxlength: LIMITS.words, widget: "string" },
          {
            name: "motto",
            label: "Motto",
            hint: "One line.",
            maxlength: 80,
            // A text area's line break, which the page would not show, refused as the check does.
            pattern: [
              String.raw`/^(?![\s\S]*\S\s*\n\s*\S)/`,
              "Must be one paragraph, without line breaks: the page shows it as one",
            ],
            widget: "text",
          },
          {
            name: "code",
            label: "Code",
            widget: "string",
            pattern: ["/^[A-Z]{3}$/", "Must match ^[A-Z]{3}$"],
          },
          { name: "note", label: "Note", required: false, widget: "string" },
          { name: "kind", label: "Kind", widget: "select", options: ["home", "commercial"] },
          { name: "founded", label: "Founded", widget: "number", value_type: "int", min: 1900 },
          { name: "open", label: "Open", widget: "boolean" },
          {
            name: "portrait",
            label: "Portrait",
            widget: "object",
            fields: [
              {
                name: "src",
                label: "Picture",
                hint: "At least 800 pixels wide: the site's build refuses a narrower picture.",
                widget: "image",
                choose_url: false,
                media_folder: "/content/images/studio",
                public_folder: "./images/studio",
                accept: ".jpg,.jpeg,.png,.webp,.avif",
              },
              {
                name: "alt",
                label: "Alt text",
                hint: expect.stringMatching(/^Describe the picture/) as unknown,
                maxlength: LIMITS.caption,
                widget: "string",
              },
            ],
          },
          {
            name: "tags",
            label: "Tags",
            widget: "list",
            min: 1,
            max: 3,
            field: { name: "item", label: "Item", maxlength: LIMITS.label, widget: "string" },
          },
          {
            name: "extras",
            label: "Extras",
            widget: "list",
            required: false,
            field: { name: "item", label: "Item", maxlength: LIMITS.title, widget: "string" },
          },
        ],
      },
    ]);
  });

  test("names the repository, the branch and the sign-in service it is given", () => {
    expect(
      editorConfig([], { ...SETTINGS, branch: "live", authBaseUrl: "https://auth.example" })
        .backend,
    ).toEqual({
      name: "github",
      repo: "studio/site",
      branch: "live",
      base_url: "https://auth.example",
    });
  });

  test("refuses at upload an image the content check would refuse for its size", () => {
    expect(config.media_libraries?.all?.max_file_size).toBe(IMAGE_LIMITS.bytes);
  });

  test("refuses an image without an upload folder", () => {
    const bare = defineSource({
      typeName: "BareYaml",
      path: "bare.yaml",
      shape: "object",
      entry: () => z.strictObject({ logo: z.string().meta({ "x-graphql-type": "File" }) }),
    });
    expect(() => editorConfig([bare], SETTINGS)).toThrow(
      /bare\.yaml\.logo: an image needs an upload folder/,
    );
  });

  test("writes field names as words", () => {
    expect(["shortName", "goTo", "url"].map(humanise)).toEqual(["Short name", "Go to", "Url"]);
  });
});
