import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { EnquiryParams } from "../../src/lib/validate-enquiry";

/** The development outbox the test build's contact form sends to (scripts/outbox.ts). */
export const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? 8025);
export const OUTBOX_URL = `http://127.0.0.1:${String(OUTBOX_PORT)}`;
export const SEND_URL = `${OUTBOX_URL}/api/v1.0/email/send`;
/** Where the outbox started by Playwright saves enquiries (git-ignored). */
export const OUTBOX_DIR = "e2e-outbox";

/** Accepts and records every alert the form raises, and counts every enquiry the page posts. */
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
