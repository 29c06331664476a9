/**
 * `npm run fonts`: writes the site's web fonts into src/fonts/ from the @fontsource packages,
 * cut down to what the site sets (woff2, Latin subset; docs/performance.md):
 *
 * - only the characters of src/fonts/subset.json (printable ASCII, Latin-1, typographic
 *   punctuation), which src/styles/fonts.ts declares as their unicode-range;
 * - only the OpenType layout features subset.json lists (what browsers apply to Latin text by
 *   default, and what the stylesheets turn on): subset-font keeps every feature unless told,
 *   and with them the glyphs of Inter's stylistic sets, fractions and small caps (5.9 KB, 9 %,
 *   of the three files);
 * - Inter's weight axis limited to the 400–700 the stylesheets use.
 *
 * @fontsource's latin files carry ~300 more glyphs (Latin Extended letters, symbols, stylistic
 * alternates) and Inter's full 100–900 axis: 95 KB on a page that sets italics, 62 KB after.
 * Fonts are on every page's critical path, so the saving is paid back on every first visit.
 *
 * The output is committed: a build needs no font tooling. Run
 * this again after upgrading a @fontsource package or changing subset.json; the same inputs
 * give byte-identical files. The fonts are under the SIL Open Font License, which permits
 * subsetting; the licences are copied beside them.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT_DIR = path.join(ROOT, "src", "fonts");
const require = createRequire(import.meta.url);

interface Font {
  /** The @fontsource file, as a module path. */
  source: string;
  output: string;
  variationAxes?: Record<string, { min: number; max: number }>;
  /** The licence to copy beside it: module path, file name. */
  licence?: [string, string];
}

const FONTS: Font[] = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "inter-wght-400-700.woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
    licence: ["@fontsource-variable/inter/LICENSE", "OFL-inter.txt"],
  },
  {
    source: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    output: "cormorant-garamond-500.woff2",
    licence: ["@fontsource/cormorant-garamond/LICENSE", "OFL-cormorant-garamond.txt"],
  },
  {
    source: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
    output: "cormorant-garamond-500-italic.woff2",
  },
];

/** "U+0020-007E, U+00A0" → the characters of those code points. */
function charactersOf(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`src/fonts/subset.json: "${part.trim()}" is not a U+ range`);
    const [, from = "", to = from] = match;
    const first = Number.parseInt(from, 16);
    const last = Number.parseInt(to, 16);
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

async function main(): Promise<void> {
  const { unicodeRange, layoutFeatures } = JSON.parse(
    readFileSync(path.join(OUT_DIR, "subset.json"), "utf8"),
  ) as { unicodeRange: string; layoutFeatures: string[] };
  const characters = charactersOf(unicodeRange);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const font of FONTS) {
    const source = readFileSync(require.resolve(font.source));
    const subset = await subsetFont(source, characters, {
      targetFormat: "woff2",
      keepFeatures: layoutFeatures,
      ...(font.variationAxes ? { variationAxes: font.variationAxes } : {}),
    });
    writeFileSync(path.join(OUT_DIR, font.output), subset);
    console.log(
      `write src/fonts/${font.output}  ${(source.length / 1000).toFixed(1)} KB → ` +
        `${(subset.length / 1000).toFixed(1)} KB`,
    );
    if (font.licence) {
      const [licence, name] = font.licence;
      copyFileSync(require.resolve(licence), path.join(OUT_DIR, name));
    }
  }
}

await main();
