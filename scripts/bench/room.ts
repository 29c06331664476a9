/**
 * Room for the staff's edits, worked out from a build's files without a second build. What a
 * sentence more in a text or an eleventh project changes in the output is known:
 *
 * - the HTML of every page that shows the text (its body, its `<meta>` description, its JSON-LD)
 *   grows by the sentence, and a page that lists every project grows by one more card;
 * - the page-data JSON grows too, but no budget counts it;
 * - the JavaScript changes only where a text was compiled into it (room-budget.test.ts edits those
 *   files the same way), and an eleventh project page is one more page of a template whose
 *   pages are all checked already.
 *
 * So the files are edited here as the build would have written them, compressed as the server
 * sends them, and held against the budgets. Added text is letter-shifted English, so it neither
 * repeats itself nor borrows Brotli's English dictionary: a little harsher than real words.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

const SENTENCE =
  "Every room we design starts with a long conversation about light, storage and the way you live.";

/** Shifts every letter `by` places along the alphabet, keeping case, spaces and punctuation. */
export function shiftLetters(text: string, by: number) {
  return text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode(((letter.charCodeAt(0) - base + by) % 26) + base);
  });
}

/** Sentence `index` of the edit, unlike every other one below 400. */
export function sentence(index: number) {
  const words = SENTENCE.split(" ");
  const turn = Math.floor(index / 25) % words.length;
  return shiftLetters([...words.slice(turn), ...words.slice(0, turn)].join(" "), (index % 25) + 1);
}

/**
 * Every text of the content a visitor reads as prose: strings of eight words or more. Shorter ones
 * are names, labels and headings, whose limits (src/content/fields.ts, 24–120 characters) leave no
 * room for a sentence.
 */
export function contentTexts(contentDir: string): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && value.trim().split(/\s+/).length >= 8) texts.add(value.trim());
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".yaml")) {
      walk(yaml.load(readFileSync(path.join(entry.parentPath, entry.name), "utf8")));
    }
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/**
 * The forms a text takes in built files: as written, escaped by React, in JSON, in JSON-LD, and
 * in a link's address (the WhatsApp greeting rides in every page's footer link, `?text=…`).
 */
export function encodings(text: string): string[] {
  const html = text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
  const json = JSON.stringify(text).slice(1, -1);
  const jsonLd = json
    .replaceAll("&", "\\u0026")
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e");
  return [...new Set([text, html, json, jsonLd, encodeURIComponent(text)])];
}

/** `html` with a sentence of its own after every occurrence of every text; and how many. */
export function withSentences(html: string, texts: readonly string[]) {
  let added = 0;
  let edited = html;
  texts.forEach((text, index) => {
    for (const form of encodings(text)) {
      const parts = edited.split(form);
      added += parts.length - 1;
      const more = ` ${sentence(index)}`;
      edited = parts.join(
        form + (form === encodeURIComponent(text) ? encodeURIComponent(more) : more),
      );
    }
  });
  return { html: edited, added };
}

/** The list item (or article) around the first link to `/projects/<slug>`, or null. */
function cardOf(html: string, slug: string) {
  const link = html.indexOf(`href="/projects/${slug}"`);
  if (link < 0) return null;
  for (const tag of ["li", "article"]) {
    const start = html.lastIndexOf(`<${tag}`, link);
    const end = html.indexOf(`</${tag}>`, link);
    if (start >= 0 && end > link && !html.slice(start, link).includes(`</${tag}>`)) {
      return { start, end: end + tag.length + 3 };
    }
  }
  return null;
}

/**
 * `html` with an eleventh project when the page lists every project (it links every slug): a
 * copy of its largest card with new text, slug and file hashes, after the original. Null when
 * the page does not list them all; throws when a listed project's card cannot be found.
 */
export function withAnotherProject(html: string, slugs: readonly string[]): string | null {
  if (!slugs.length || !slugs.every((slug) => html.includes(`href="/projects/${slug}"`)))
    return null;
  const cards = slugs.map((slug) => {
    const card = cardOf(html, slug);
    if (!card) throw new Error(`no <li> or <article> around the link to /projects/${slug}`);
    return card;
  });
  const largest = cards.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
  const copy = html
    .slice(largest.start, largest.end)
    .replace(
      /(\/static\/[\w/]*?)([0-9a-f]{5,})/g,
      (_, prefix: string, hash: string) =>
        prefix +
        hash.replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16)),
    )
    .replace(
      /(href="\/projects\/|>|alt=")([^"<>]+)/g,
      (_, before: string, text: string) => before + shiftLetters(text, 13),
    );
  return html.slice(0, largest.end) + copy + html.slice(largest.end);
}
