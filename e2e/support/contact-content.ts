import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readEntry } from "../../src/content/read-content";
import type { EntryOf } from "../../src/content/source";
import { contactSource } from "../../src/content/sources/contact";
import type { EnquiryParams } from "../../src/lib/validate-enquiry";
import { OUTBOX_DIR, SEND_URL } from "./outbox";

/**
 * `content/contact.yaml` read through the content registry. Its hints and alerts are fixed by
 * docs/contact-form.md, so the tests state them literally.
 */
export type ContactContent = EntryOf<typeof contactSource>;

export function contactContent(): ContactContent {
  return readEntry(contactSource);
}

/** Accepts and records every alert the form raises, and records every enquiry the page posts. */
export function watchEnquiries(page: Page): { alerts: string[]; sends: number } {
  const seen = { alerts: [] as string[], sends: 0 };
  page.on("dialog", (dialog) => {
    seen.alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on("request", (request) => {
    if (request.url() === SEND_URL && request.method() === "POST") seen.sends += 1;
  });
  return seen;
}

/** The template parameters of each enquiry the test outbox saved that mentions `text`. */
export function savedEnquiries(text: string): EnquiryParams[] {
  const dir = path.resolve(__dirname, "..", "..", OUTBOX_DIR);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((json) => json.includes(text))
    .map((json) => (JSON.parse(json) as { template_params: EnquiryParams }).template_params);
}
