import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ContentSource } from "./source";

/** Reading the YAML files of `content/`, shared by the content check and the content reader. */

const YAML_FILE = /\.ya?ml$/i;

/** Every YAML file below `dir`, sorted, as absolute paths. */
export function listYamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile() && YAML_FILE.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

/** A YAML file's value, or where and why it is not valid YAML. */
export function readYaml(file: string): { value: unknown } | { error: string } {
  try {
    return { value: yaml.load(fs.readFileSync(file, "utf8"), { filename: file }) };
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const { line, column } = error.mark;
      return {
        error: `line ${line + 1}, column ${column + 1}: not valid YAML (${error.reason})`,
      };
    }
    throw error;
  }
}

/** The entries a source's file holds: each item of a list file, or the file itself. */
export function entriesOf(
  source: ContentSource,
  value: unknown,
): { list: { entry?: number; value: unknown }[] } | { error: string } {
  if (source.shape === "list") {
    if (!Array.isArray(value) || value.length === 0) {
      return { error: "must be a list of entries (each starting with `- `)" };
    }
    const items: readonly unknown[] = value;
    return { list: items.map((item, index) => ({ entry: index + 1, value: item })) };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { error: "must hold one entry of `field: value` lines" };
  }
  return { list: [{ value }] };
}
