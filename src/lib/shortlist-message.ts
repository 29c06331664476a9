import { fillTemplate } from "../utils/fill-template";

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

export interface AppendedShortlist {
  /** The message with the list after what the visitor wrote. */
  message: string;
  /** How many entries were added. */
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
 * The message with the shortlist added after what the visitor wrote, as plain text: a blank
 * line, the heading, one line per entry (docs/pages.md, Shortlist). The result is at most
 * `maxLength` characters (UTF-16 code units, as the form's `maxlength` counts them): when the
 * list does not fit, the first entries that fit go in, followed by a line that says how many
 * were left out. Entries whose line is already in the message (added before) are not repeated,
 * and what the visitor wrote is never changed but for trailing white space.
 */
export function appendShortlist(
  message: string,
  entries: readonly ShortlistEntry[],
  copy: ShortlistMessageCopy,
  maxLength: number,
): AppendedShortlist {
  const lines = entries
    .map((entry) => shortlistLine(entry, copy))
    .filter((line) => !message.includes(line));
  if (lines.length === 0) return { message, added: 0, leftOut: 0 };

  const written = message.trimEnd();
  // After an earlier addition the heading is there already: the new lines follow on.
  const start =
    written === ""
      ? `${copy.heading}\n`
      : message.includes(copy.heading)
        ? `${written}\n`
        : `${written}\n\n${copy.heading}\n`;
  const compose = (count: number) => {
    const kept = lines.slice(0, count);
    if (count < lines.length) {
      kept.push(fillTemplate(copy.leftOut, { count: lines.length - count }));
    }
    return `${start}${kept.join("\n")}`;
  };
  for (let count = lines.length; count > 0; count -= 1) {
    const composed = compose(count);
    if (composed.length <= maxLength) {
      return { message: composed, added: count, leftOut: lines.length - count };
    }
  }
  return { message, added: 0, leftOut: lines.length };
}
