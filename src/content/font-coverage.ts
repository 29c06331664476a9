import fs from "node:fs";
import path from "node:path";
import { charactersIn } from "../fonts/characters";
import type { ContentIssue } from "./check-content";

/**
 * Text the site's web fonts cannot draw. Each face declares the characters its file holds as its
 * `unicode-range` (src/fonts/subset.json), so a visitor's browser draws any other character in a
 * font of the device: the fallback face's Arial or Times, or whatever font has it (an emoji,
 * Devanagari, Tamil), beside the site's letters. The content check says so as a warning, not a
 * problem: the page still shows the text, and only a change of the fonts (subset.json and
 * `npm run fonts`, where the sources hold the character) would draw it in the site's type.
 */

/** The site's web fonts, as `npm run fonts` writes them: the files of src/styles/fonts.ts's faces. */
const FONTS_DIR = path.resolve(__dirname, "..", "fonts");

/** At most this many characters are named in a warning; the rest are counted. */
const NAMED = 5;

let inEveryFont: ReadonlySet<number> | undefined;

/**
 * The characters every font file has a glyph for, read from the files' own character maps once
 * (each field's text may be set in either family).
 */
function charactersInEveryFont(): ReadonlySet<number> {
  if (inEveryFont) return inEveryFont;
  const files = fs.readdirSync(FONTS_DIR).filter((name) => name.endsWith(".woff2"));
  const held = files.map((name) => charactersIn(path.join(FONTS_DIR, name)));
  const [first = new Set<number>(), ...others] = held;
  inEveryFont = new Set([...first].filter((code) => others.every((set) => set.has(code))));
  return inEveryFont;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Characters never drawn, whatever the font: spaces and line breaks (laid out, at most a space's
 * width apart), controls and format characters such as a zero-width space or a soft hyphen.
 */
const UNDRAWN = /[\s\p{Cc}\p{Cf}]/u;

/** What a visitor sees of `outside`, the characters of one field the fonts do not hold. */
function warning(outside: readonly string[]): string {
  const one = outside.length === 1;
  const more = outside.length - NAMED;
  const named = outside
    .slice(0, NAMED)
    .map((character) => `"${character}"`)
    .join(", ");
  return (
    `${named}${more > 0 ? ` and ${String(more)} more` : ""} ${one ? "is" : "are"} not in the ` +
    `site's fonts: a visitor sees ${one ? "it" : "them"} drawn in their device's own font ` +
    `(such as Arial), not the site's`
  );
}

/**
 * A warning for each text of `value` (an entry as read from YAML, its nested fields and lists
 * walked) holding characters outside the site's fonts, the field named by `fieldName` from its
 * path; the characters as a reader counts them (an emoji with its modifiers is one), each named
 * once.
 */
export function outsideTheFonts(
  value: unknown,
  fieldName: (path: PropertyKey[]) => string,
): Pick<ContentIssue, "field" | "message" | "warning">[] {
  return textsOf(value, []).flatMap(({ path: at, text }) => {
    const held = charactersInEveryFont();
    const outside = new Set<string>();
    for (const { segment } of graphemes.segment(text)) {
      const drawn = Array.from(segment).filter((character) => !UNDRAWN.test(character));
      if (drawn.some((character) => !held.has(character.codePointAt(0) ?? 0))) {
        outside.add(segment);
      }
    }
    return outside.size > 0
      ? [{ field: fieldName(at), message: warning([...outside]), warning: true as const }]
      : [];
  });
}

/** Every text in `value`, with its path. */
function textsOf(value: unknown, at: PropertyKey[]): { path: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ path: at, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => textsOf(item, [...at, index]));
  }
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, field]) => textsOf(field, [...at, key]));
  }
  return [];
}
