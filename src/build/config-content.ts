import fs from "node:fs";
import yaml from "js-yaml";
import { z } from "zod";

/** Stands in for a text gatsby-config could not read: the content check says why. */
export const PLACEHOLDER = "(see the content check)";

/**
 * A part of a content file as gatsby-config loads it, for a plugin's options. gatsby-config is read
 * before the content check runs (gatsby-node's onPreBootstrap), so a broken file must not stop it
 * here with a worse message: `placeholder` stands in, and the content check then stops the build,
 * naming the file and field, before anything is written with it.
 */
export function readForConfig<T>(file: string, schema: z.ZodType<T>, placeholder: T): T {
  try {
    const parsed = schema.safeParse(yaml.load(fs.readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable or not YAML: the content check reports it with the line.
  }
  return placeholder;
}

const loadErrorSchema = z
  .object({
    labels: z.object({
      loadError: z.object({ heading: z.string(), text: z.string(), retry: z.string() }),
    }),
  })
  .transform((site) => site.labels.loadError);

/** `labels.loadError` of `content/site.yaml`: what a page says when its code did not load. */
export function readLoadErrorLabels(siteYamlFile: string): z.output<typeof loadErrorSchema> {
  return readForConfig(siteYamlFile, loadErrorSchema, {
    heading: PLACEHOLDER,
    text: PLACEHOLDER,
    retry: PLACEHOLDER,
  });
}
