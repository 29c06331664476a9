/*
 * Self-hosted web fonts: woff2, at most three files. They are @fontsource's files cut down to
 * the characters of src/fonts/subset.json (and Inter to weights 400–700) by `npm run fonts`.
 * The URLs come from webpack, so the preload links and @font-face rules always agree.
 */
import cormorant500Italic from "../fonts/cormorant-garamond-500-italic.woff2";
import cormorant500 from "../fonts/cormorant-garamond-500.woff2";
import interVariable from "../fonts/inter-wght-400-700.woff2";
import subset from "../fonts/subset.json";

interface FontFace {
  family: string;
  url: string;
  weight: string;
  style: "normal" | "italic";
}

/** The characters the font files hold; anything else shows in the fallback face. */
const UNICODE_RANGE = subset.unicodeRange;

export const fontFaces: readonly FontFace[] = [
  {
    family: "Inter Variable",
    url: interVariable,
    weight: "400 700",
    style: "normal",
  },
  {
    family: "Cormorant Garamond",
    url: cormorant500,
    weight: "500",
    style: "normal",
  },
  {
    family: "Cormorant Garamond",
    url: cormorant500Italic,
    weight: "500",
    style: "italic",
  },
];

/** A rule of `css` sets italic text (minified or not). */
const SETS_ITALIC = /font-style:\s*italic/;

/**
 * The faces a page preloads: every face its text is set in, and only those. Chromium fetches
 * a face at the first layout that needs it, wherever on the page that text is, so each of
 * these is fetched before the first paint anyway; preloading starts them when the head is
 * parsed instead, at a priority that does not hold the first paint (Lighthouse measured FCP
 * 0.91 s on /about with the italic found at layout, 0.68 s with it preloaded). The roman faces
 * set the shell of every page; the italic only where the page's own stylesheet (Gatsby
 * inlines each page's, see plugins/gatsby-overrides) asks for italic text.
 */
export function facesToPreload(pageCss: string): readonly FontFace[] {
  return fontFaces.filter((face) => face.style === "normal" || SETS_ITALIC.test(pageCss));
}

interface FallbackFace {
  family: string;
  style: "normal" | "italic";
  /** Local fonts with the same metrics: Arial and its twin Liberation Sans, and so on. */
  locals: readonly string[];
  /** Percentages: the glyphs' scale, and the ascent and descent at that scale. */
  sizeAdjust: number;
  ascent: number;
  descent: number;
  /** Characters at a scale of their own, where the local font's differ in proportion. */
  apart?: readonly { unicodeRange: string; sizeAdjust: number }[];
}

/**
 * Characters a fallback face may scale apart: a face declared after another of its family takes
 * the characters of its range first.
 */
const CAPITALS = "U+0041-005A";
const FIGURES = "U+0030-0039";

/**
 * Local fonts resized to the web fonts' widths and vertical metrics (measured in Chromium
 * against Liberation Sans and Serif, the metric twins of Arial and Times New Roman), so text
 * keeps its line breaks and height when the web font swaps in: no layout shift.
 */
const fallbackFaces: readonly FallbackFace[] = [
  {
    family: "Inter Fallback",
    style: "normal",
    locals: ["Arial", "Liberation Sans", "Helvetica Neue", "Helvetica"],
    sizeAdjust: 106.84,
    ascent: 90.79,
    descent: 22.46,
    // Arial's small letters are narrower than Inter's, its capitals as wide: scaled as one,
    // labels in capitals came out 5–6% wider than in Inter and wrapped differently.
    apart: [{ unicodeRange: CAPITALS, sizeAdjust: 100 }],
  },
  {
    family: "Cormorant Garamond Fallback",
    style: "normal",
    locals: ["Times New Roman", "Liberation Serif", "Times"],
    sizeAdjust: 96.65,
    ascent: 95.19,
    descent: 30,
    // Cormorant's figures are narrow: at the letters' scale "1980s" was 10% wider.
    apart: [{ unicodeRange: FIGURES, sizeAdjust: 88 }],
  },
  {
    // Cormorant's italic is much narrower than its roman: quotes need their own match.
    family: "Cormorant Garamond Fallback",
    style: "italic",
    locals: [
      "Times New Roman Italic",
      "TimesNewRomanPS-ItalicMT",
      "Liberation Serif Italic",
      "LiberationSerif-Italic",
      "Times Italic",
    ],
    sizeAdjust: 87.37,
    ascent: 105.3,
    descent: 33.19,
  },
];

const percent = (value: number) => `${String(Number(value.toFixed(2)))}%`;

/**
 * One fallback face at `scale`. `size-adjust` scales the metric overrides too, so they are given
 * at the face's base scale: every range of a face keeps the same ascent and descent.
 */
function fallbackFaceCss(face: FallbackFace, scale: number, unicodeRange?: string): string {
  const atScale = (metric: number) => percent((metric * face.sizeAdjust) / scale);
  return (
    `@font-face{font-family:"${face.family}";font-style:${face.style};` +
    `src:${face.locals.map((name) => `local("${name}")`).join(",")};` +
    `size-adjust:${percent(scale)};ascent-override:${atScale(face.ascent)};` +
    `descent-override:${atScale(face.descent)};line-gap-override:0%` +
    `${unicodeRange ? `;unicode-range:${unicodeRange}` : ""}}`
  );
}

/** The @font-face rules, inlined in the document head so text never waits for a stylesheet. */
export const fontFaceCss = [
  ...fontFaces.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-display:swap;` +
      `font-weight:${face.weight};src:url(${face.url}) format("woff2");unicode-range:${UNICODE_RANGE}}`,
  ),
  ...fallbackFaces.flatMap((face) => [
    fallbackFaceCss(face, face.sizeAdjust),
    ...(face.apart ?? []).map((part) => fallbackFaceCss(face, part.sizeAdjust, part.unicodeRange)),
  ]),
].join("");
