import { readEntry } from "../../src/content/read-content";
import type { EntryOf } from "../../src/content/source";
import { contactSource } from "../../src/content/sources/contact";

/**
 * `content/contact.yaml`, the enquiry form's copy as editors write it, read through the content
 * registry's schema. The hints and alerts are not read from here: the specification fixes them,
 * so the tests state them literally.
 */
export type ContactContent = EntryOf<typeof contactSource>;

export function contactContent(): ContactContent {
  return readEntry(contactSource);
}
