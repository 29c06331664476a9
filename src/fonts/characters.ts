import { readFileSync } from "node:fs";
import { create } from "fontkit";

/**
 * The printable characters a font file has glyphs for, read from its own character map (whose
 * last segment maps U+FFFF to no glyph, .notdef, as the format asks). For the tests of the fonts
 * and the content check's warning of text they cannot draw; never for the site's pages.
 */
export function charactersIn(file: string): Set<number> {
  const font = create(readFileSync(file));
  if (!("characterSet" in font)) throw new Error(`${file} is a collection, not a font`);
  return new Set(
    font.characterSet.filter((code) => code >= 0x20 && font.hasGlyphForCodePoint(code)),
  );
}
