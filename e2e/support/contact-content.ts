import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { z } from "zod";

/**
 * `content/contact.yaml`, the enquiry form's copy as editors write it: the field labels, the
 * sending label, the country options, the picture and the e-mail link offered after a failed
 * send. Only the fields the contact tests read are described (extra fields are ignored); a file
 * that no longer has them fails with the field's path.
 * The hints and alerts are not read from here: the specification fixes them, so the tests state
 * them literally.
 */

const FILE = path.resolve(__dirname, "..", "..", "content", "contact.yaml");

const text = z.string().trim().min(1);

const contact = z.object({
  heading: text,
  image: z.object({ src: text, alt: text }),
  labels: z.object({
    fullName: text,
    email: text,
    countryCode: text,
    phone: text,
    optional: text,
    message: text,
    submit: text,
    sending: text,
  }),
  countries: z.array(z.object({ value: z.string(), label: text })).min(1),
  mailFallback: z.object({ lead: text, link: text, subject: text }),
});

export type ContactContent = z.infer<typeof contact>;

export function contactContent(): ContactContent {
  const parsed = contact.safeParse(load(readFileSync(FILE, "utf8")));
  if (!parsed.success) {
    throw new Error(
      `content/contact.yaml is not what the tests expect:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
