import { z } from "zod";
import { type ContentSource, SHAPE_ONLY } from "./source";

/**
 * The GraphQL SDL of every content type, generated from the sources' zod schemas, so a field is
 * written once: in the schema that the content check, the GraphQL layer and the editor share.
 *
 * zod's own `toJSONSchema` gives the shape (types, required fields, lists, nested objects); this
 * module maps it to SDL mechanically:
 * - string (also enums, e-mails, paths) → String, integer → Int, number → Float, boolean → Boolean;
 * - a list → [Item!], a nested object → a type named after its parent type and field
 *   (`HomeYaml.craftedBy` → `HomeCraftedBy`, `HomeCraftedBy.action` → `HomeCraftedByAction`);
 * - a required field is non-null (`!`), an optional one nullable;
 * - a schema tagged with `graphqlType()` names its type itself: a shared type such as
 *   `ContentImage` (declared once, however many fields use it) or a scalar with a directive such
 *   as `File @fileByRelativePath`.
 * Every node type is `@dontInfer`: a field missing from the schema fails loudly instead of being
 * guessed from the data.
 */

const TYPE = "x-graphql-type";
const DIRECTIVE = "x-graphql-directive";

export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Tags a schema with the GraphQL type it maps to (and a directive for a field of that type). */
export function graphqlType<T extends z.ZodType>(schema: T, type: string, directive?: string): T {
  return schema.meta({ [TYPE]: type, ...(directive ? { [DIRECTIVE]: directive } : {}) });
}

/** A source's entry as JSON Schema, the form both the SDL and the editor's configuration read. */
export function entryJsonSchema(source: ContentSource): JsonSchema {
  // Only the shape is read: no image is looked at.
  const schema = source.entry(SHAPE_ONLY);
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

/**
 * The schema of a value that may also be null (zod's `.nullable()`: `anyOf: [schema, null]`),
 * without the null; any other schema as it is. A field's nullability follows from `required`.
 */
export function withoutNull(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf;
  if (options?.length !== 2) return schema;
  const [first, second] = options;
  const isNull = (option: unknown) =>
    typeof option === "object" && option !== null && (option as JsonSchema).type === "null";
  if (isNull(second) && typeof first === "object") return first;
  if (isNull(first) && typeof second === "object") return second;
  return schema;
}

/** Type definitions by name, in the order they were first met. */
type Types = Map<string, string>;

function asSchema(value: unknown, where: string): JsonSchema {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`${where}: expected one JSON Schema, got ${JSON.stringify(value)}`);
  }
  return value as JsonSchema;
}

function pascal(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/** Declares the object type `name` once (with `header`, e.g. `implements Node`); returns `name`. */
function objectType(
  types: Types,
  name: string,
  schema: JsonSchema,
  where: string,
  header = `type ${name}`,
): string {
  if (types.has(name)) return name;
  types.set(name, ""); // reserved first, so a type that refers to itself cannot loop
  const required = new Set(schema.required ?? []);
  const stem = name.replace(/Yaml$/, "");
  const fields = Object.entries(schema.properties ?? {}).map(([field, property]) => {
    const at = `${where}.${field}`;
    const fieldSchema = asSchema(property, at);
    const type = fieldType(types, fieldSchema, `${stem}${pascal(field)}`, at);
    const nonNull = required.has(field) ? "!" : "";
    const directive = fieldSchema[DIRECTIVE];
    return `  ${field}: ${type}${nonNull}${typeof directive === "string" ? ` ${directive}` : ""}`;
  });
  types.set(name, `${header} {\n${fields.join("\n")}\n}`);
  return name;
}

function fieldType(types: Types, nullable: JsonSchema, nestedName: string, where: string): string {
  const schema = withoutNull(nullable);
  const tagged = schema[TYPE];
  if (typeof tagged === "string") {
    return schema.type === "object" ? objectType(types, tagged, schema, where) : tagged;
  }
  switch (schema.type) {
    case "string":
      return "String";
    case "integer":
      return "Int";
    case "number":
      return "Float";
    case "boolean":
      return "Boolean";
    case "array":
      return `[${fieldType(types, asSchema(schema.items, `${where}[]`), nestedName, `${where}[]`)}!]`;
    case "object":
      return objectType(types, nestedName, schema, where);
    default:
      throw new Error(`${where}: no GraphQL type for the JSON Schema ${JSON.stringify(schema)}`);
  }
}

/**
 * The SDL for every source's node type and the types they use, each declared once (shared types
 * such as ContentImage appear a single time however many sources use them).
 */
export function contentTypeDefs(sources: readonly ContentSource[]): string {
  const types: Types = new Map();
  for (const source of sources) {
    const schema = entryJsonSchema(source);
    if (schema.type !== "object") {
      throw new Error(`${source.path}: an entry must be an object, not ${String(schema.type)}`);
    }
    const name = source.typeName;
    objectType(types, name, schema, source.path, `type ${name} implements Node @dontInfer`);
  }
  return [...types.values()].join("\n");
}
