import { fillTemplate } from "../utils/fill-template";
import { appendToMessage, getEnquiry, messageRoom } from "./enquiry-draft";

/** One saved item as the message names it. */
export interface ShortlistEntry {
  /** The project's title. */
  title: string;
  /** The picture's description (its alt text); null for a whole project saved from the gallery. */
  description: string | null;
  /** The project page's full address, on the site's public address (SITE_URL). */
  url: string;
}

/** The words of the list, from content/shortlist.yaml (`message`). */
export interface ShortlistMessageCopy {
  /** The line before the list. */
  heading: string;
  /** A picture's line: `{title}`, `{description}`, `{url}`. */
  picture: string;
  /** A whole project's line: `{title}`, `{url}`. */
  project: string;
  /** The last line when some did not fit: `{count}`. */
  leftOut: string;
}

export interface ShortlistAddition {
  /** The paragraph to append to the message (empty when nothing is added). */
  text: string;
  /** How many entries it names. */
  added: number;
  /** How many entries did not fit (and were not already in the message). */
  leftOut: number;
}

/** An entry's line in the message. */
export function shortlistLine(entry: ShortlistEntry, copy: ShortlistMessageCopy): string {
  return entry.description === null
    ? fillTemplate(copy.project, { title: entry.title, url: entry.url })
    : fillTemplate(copy.picture, {
        title: entry.title,
        description: entry.description,
        url: entry.url,
      });
}

/**
 * The shortlist as a plain-text paragraph to append to `message` (docs/pages.md, Shortlist): the
 * heading, then one line per entry, at most `room` characters long (UTF-16 units, as the form's
 * `maxlength` counts them; the draft's `messageRoom`). When the list does not fit, the first
 * entries that fit go in, followed by a line that says how many were left out. Entries whose
 * line is already in the message (added before, then kept in the draft across a reload) are not
 * repeated, and the heading is not written twice.
 */
export function shortlistAddition(
  message: string,
  entries: readonly ShortlistEntry[],
  copy: ShortlistMessageCopy,
  room: number,
): ShortlistAddition {
  const lines = entries
    .map((entry) => shortlistLine(entry, copy))
    .filter((line) => !message.includes(line));
  const heading = message.includes(copy.heading) ? [] : [copy.heading];
  for (let count = lines.length; count > 0; count -= 1) {
    const leftOut = lines.length - count;
    const text = [
      ...heading,
      ...lines.slice(0, count),
      ...(leftOut > 0 ? [fillTemplate(copy.leftOut, { count: leftOut })] : []),
    ].join("\n");
    if (text.length <= room) return { text, added: count, leftOut };
  }
  return { text: "", added: 0, leftOut: lines.length };
}

/**
 * "Add my shortlist to the message": appends the shortlist to the enquiry being written (the
 * tab's draft, src/lib/enquiry-draft.ts) as a paragraph of its own, within the message's 1,000
 * characters. Returns what was added and left out.
 */
export function addShortlistToMessage(
  entries: readonly ShortlistEntry[],
  copy: ShortlistMessageCopy,
): Omit<ShortlistAddition, "text"> {
  const { text, added, leftOut } = shortlistAddition(
    getEnquiry().message,
    entries,
    copy,
    messageRoom(),
  );
  if (added > 0 && appendToMessage(text)) return { added, leftOut };
  return { added: 0, leftOut: added + leftOut };
}
