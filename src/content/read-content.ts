import path from "node:path";
import { entriesOf, listYamlFiles, readYaml } from "./content-files";
import { sourceFor } from "./registry";
import type { z } from "zod";
import { type ContentSource, SHAPE_ONLY } from "./source";

/**
 * Content read through the registry's schemas, typed by them: what the browser tests compare
 * the built pages with, so a test never keeps its own copy of a content shape. Reading fails with
 * the content check's own messages when the content is not valid.
 */

/** The site's content folder. */
export const CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");

/** Every entry of a source, in file order (a list file's items, or one entry per file). */
export function readEntries<Entry extends z.ZodType>(
  source: ContentSource<Entry>,
  contentDir: string = CONTENT_DIR,
): z.output<Entry>[] {
  const schema = source.entry(SHAPE_ONLY);
  const files = listYamlFiles(contentDir).filter(
    (file) => sourceFor(path.relative(contentDir, file)) === source,
  );
  if (files.length === 0) throw new Error(`content/${source.path} has no YAML file`);
  return files.flatMap((file) => {
    const parsed = readYaml(file);
    const entries = "error" in parsed ? parsed : entriesOf(source, parsed.value);
    if ("error" in entries) throw new Error(`${file}: ${entries.error}`);
    return entries.list.map(({ entry, value }) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new Error(
          `${file}${entry === undefined ? "" : ` entry ${entry}`} is not valid: ${result.error.message}`,
        );
      }
      return result.data;
    });
  });
}

/** The one entry of a source whose file is the entry (`site.yaml`, `contact.yaml`…). */
export function readEntry<Entry extends z.ZodType>(
  source: ContentSource<Entry>,
  contentDir: string = CONTENT_DIR,
): z.output<Entry> {
  const [entry, ...more] = readEntries(source, contentDir);
  if (entry === undefined || more.length > 0 || source.shape !== "object") {
    throw new Error(`content/${source.path} does not hold exactly one entry`);
  }
  return entry;
}
