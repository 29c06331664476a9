/**
 * The enquiry being written, held outside React so that the contact form and any other part of
 * the contact page share it, and kept as a draft for the browser tab (docs/contact-form.md,
 * "Drafts"): in `sessionStorage`, never `localStorage` (a shared computer must not keep a
 * stranger's enquiry), restored after a reload or a visit to another page, cleared on a
 * successful send. The honeypot is not part of it.
 *
 * Other modules put text into the message through `appendToMessage` and `openMessageWith`.
 */
import {
  type EnquiryForm,
  MESSAGE_MAX_LENGTH,
  cleanField,
  isCountryCode,
} from "./validate-enquiry";

export const EMPTY_ENQUIRY: Readonly<EnquiryForm> = Object.freeze({
  fullName: "",
  email: "",
  country_code: "",
  user_phone: "",
  message: "",
});

/** The enquiry's fields, in the form's order. */
export const ENQUIRY_FIELDS = Object.keys(EMPTY_ENQUIRY) as readonly (keyof EnquiryForm)[];

/** The draft's key in `sessionStorage`; the version changes when the stored shape does. */
export const DRAFT_KEY = "enquiry-draft";
export const DRAFT_VERSION = 1;

/** More than any field holds (the message 1,000): a longer stored value is not ours. */
const STORED_VALUE_MAX_LENGTH = 5000;

function storage(): Storage | null {
  try {
    // Reading the property throws where storage is blocked (some privacy settings).
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The draft a stored text holds: each known field that is a string of sensible length (a country
 * code only if the form offers it); everything else, and anything stored by another version or
 * not JSON at all, is dropped. Never throws.
 */
export function parseDraft(stored: string | null): EnquiryForm {
  let data: unknown;
  try {
    data = stored === null ? null : JSON.parse(stored);
  } catch {
    return { ...EMPTY_ENQUIRY };
  }
  if (typeof data !== "object" || data === null) return { ...EMPTY_ENQUIRY };
  const { version, values } = data as { version?: unknown; values?: unknown };
  if (version !== DRAFT_VERSION || typeof values !== "object" || values === null) {
    return { ...EMPTY_ENQUIRY };
  }
  const draft = { ...EMPTY_ENQUIRY };
  for (const field of ENQUIRY_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value === "string" && value.length <= STORED_VALUE_MAX_LENGTH) draft[field] = value;
  }
  if (!isCountryCode(draft.country_code)) draft.country_code = "";
  return draft;
}

/** What is stored for a draft; null when there is nothing to keep. */
export function serializeDraft(values: EnquiryForm): string | null {
  if (ENQUIRY_FIELDS.every((field) => values[field] === "")) return null;
  const kept = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, values[field]]));
  return JSON.stringify({ version: DRAFT_VERSION, values: kept });
}

function save(values: EnquiryForm): void {
  const store = storage();
  if (!store) return;
  const text = serializeDraft(values);
  try {
    if (text === null) store.removeItem(DRAFT_KEY);
    else store.setItem(DRAFT_KEY, text);
  } catch {
    // Full or blocked: the form works on without a draft.
  }
}

function load(): EnquiryForm {
  try {
    return parseDraft(storage()?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return { ...EMPTY_ENQUIRY };
  }
}

/** The enquiry now; null until it is first read in the browser (then from the draft). */
let current: EnquiryForm | null = null;
const listeners = new Set<() => void>();

/** The enquiry as the visitor has written it so far (a stable object until it changes). */
export function getEnquiry(): EnquiryForm {
  current ??= load();
  return current;
}

/**
 * Takes in the draft as stored now, for a draft written outside this module (the contact page's
 * head script, before the page's code ran: typed-before-live.ts).
 */
export function reloadDraft(): void {
  updateEnquiry(load());
}

/** Calls `listener` after every change; returns what stops it. */
export function subscribeEnquiry(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes some fields, keeps the draft and tells the listeners. */
export function updateEnquiry(change: Partial<EnquiryForm>): void {
  const before = getEnquiry();
  if (
    ENQUIRY_FIELDS.every((field) => change[field] === undefined || change[field] === before[field])
  ) {
    return;
  }
  current = { ...before, ...change };
  save(current);
  listeners.forEach((listener) => {
    listener();
  });
}

/**
 * Empties the form and forgets the draft (after a successful send). Given the values that were
 * sent, a field changed since (typed, or a shortlist added, while the send was on its way) keeps
 * its new value, in the form and the draft: it was never sent. A change of spaces or line breaks
 * alone is not one (what was sent is what `cleanField` made of the field).
 */
export function clearEnquiry(sent: Readonly<EnquiryForm> = getEnquiry()): void {
  const now = getEnquiry();
  const unchanged = (field: keyof EnquiryForm) =>
    cleanField(now[field]) === cleanField(sent[field]);
  const change = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, unchanged(field) ? "" : now[field]]),
  );
  updateEnquiry(change);
}

/** What goes between the message and text appended to it. */
const PARAGRAPH = "\n\n";

/** How many more characters the message can take (UTF-16 units, as `maxlength` counts them). */
export function messageRoom(): number {
  const { message } = getEnquiry();
  const separator = message.trim() === "" ? 0 : PARAGRAPH.length;
  return Math.max(0, MESSAGE_MAX_LENGTH - message.trimEnd().length - separator);
}

/**
 * Appends `text` to the message as a paragraph of its own, if it fits within the message's
 * 1,000 characters (see `messageRoom`); returns whether it did. The visitor can edit it after.
 */
export function appendToMessage(text: string): boolean {
  const addition = text.trim();
  if (addition === "" || addition.length > messageRoom()) return false;
  const message = getEnquiry().message.trimEnd();
  updateEnquiry({ message: message === "" ? addition : `${message}${PARAGRAPH}${addition}` });
  return true;
}

/**
 * Starts the message with `text` (such as a sentence naming the project the visitor came from):
 * an empty message becomes `text`; one that already holds something (a draft, what was typed)
 * keeps all of it, after `text` as a paragraph of its own, when both fit in the message's 1,000
 * characters and the message does not start with `text` already. Returns whether it changed the
 * message; nothing the visitor wrote is ever cut.
 */
export function openMessageWith(text: string): boolean {
  const opening = text.trim();
  const message = getEnquiry().message.trim();
  if (opening === "" || message.startsWith(opening)) return false;
  const opened = message === "" ? opening : `${opening}${PARAGRAPH}${message}`;
  if (opened.length > MESSAGE_MAX_LENGTH) return false;
  updateEnquiry({ message: opened });
  return true;
}
