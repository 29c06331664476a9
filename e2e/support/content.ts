import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { z } from "zod";

/**
 * The editors' YAML in `content/`, read the way a visitor should see it, so that the browser tests
 * keep up with copy changes. Only the fields the tests compare are described here (extra fields
 * are ignored); a file that no longer has them fails with the field's path.
 */

const CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");

/** A file of content/, checked against the part of its shape a test relies on. */
export function readYaml<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(load(readFileSync(path.join(CONTENT_DIR, file), "utf8")));
  if (!parsed.success) {
    throw new Error(
      `content/${file} is not what the tests expect:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** A text an editor must fill in. */
export const text = z.string().trim().min(1);
const image = z.object({ src: text, alt: text });
const quote = z.object({ text, cite: text });

const pageCopy = z.object({ slug: text, path: text, heading: text, intro: text });
export type PageCopy = z.infer<typeof pageCopy>;

/** The entry of `content/pages.yaml` for one route (its `h1` and lead paragraph). */
export function pageCopyFor(slug: string): PageCopy {
  const entry = readYaml("pages.yaml", z.array(pageCopy)).find((page) => page.slug === slug);
  if (!entry) throw new Error(`content/pages.yaml has no entry with slug "${slug}"`);
  return entry;
}

const service = z.object({
  serviceNumber: z.number().int().positive(),
  group: text,
  serviceHeader: text,
  serviceData: text,
  servicePoints: z.array(text).min(1),
  serviceFooter: text,
  serviceImg: image,
  designSubtype: z.boolean(),
  subtype: z.array(z.object({ caption: text, image })),
});
export type Service = z.infer<typeof service>;

/** `content/services.yaml`: the service blocks in the order they are listed. */
export function servicesContent(): Service[] {
  return readYaml("services.yaml", z.array(service));
}

const servicesPage = z.object({
  quote,
  groups: z.array(z.object({ id: text, heading: text.optional() })),
  process: z.object({ heading: text, intro: text }),
});

/** `content/services-page.yaml`: the quote, the group headings and the process heading. */
export function servicesPageContent(): z.infer<typeof servicesPage> {
  return readYaml("services-page.yaml", servicesPage);
}

const step = z.object({ title: text, description: text, image });

/** `content/steps.yaml`: the design process, in order. */
export function stepsContent(): z.infer<typeof step>[] {
  return readYaml("steps.yaml", z.array(step));
}

const about = z.object({
  quote,
  introduction: z.object({ heading: text, paragraphs: z.array(text).min(1), image }),
  values: z.object({ heading: text, intro: text }),
  designer: z.object({
    heading: text,
    name: text,
    role: text,
    paragraphs: z.array(text).min(1),
    portrait: image,
  }),
});

/** `content/about.yaml`: quote, studio introduction, values heading and the designer. */
export function aboutContent(): z.infer<typeof about> {
  return readYaml("about.yaml", about);
}

const value = z.object({ title: text, text, image });

/** `content/values.yaml`: the studio's values, in order. */
export function valuesContent(): z.infer<typeof value>[] {
  return readYaml("values.yaml", z.array(value));
}

const cta = z.object({ heading: text, text, action: z.object({ label: text, to: text }), image });

/** `content/cta.yaml`: the get-in-touch block that closes the home, services and about pages. */
export function ctaContent(): z.infer<typeof cta> {
  return readYaml("cta.yaml", cta);
}
