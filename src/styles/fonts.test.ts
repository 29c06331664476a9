/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { charactersIn } from "../fonts/characters";
import subset from "../fonts/subset.json";
import { facesToPreload, fontFaceCss, fontFaces } from "./fonts";

const ROOT = path.resolve(__dirname, "..", "..");

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function codePointRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [first = "", last] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
  });
}

const named = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(codePoint)}`;

describe("web fonts", () => {
  const ranges = codePointRanges(subset.unicodeRange);

  /** Each @font-face rule of the head's CSS, its descriptors by name. */
  const rules = [...fontFaceCss.matchAll(/@font-face\{([^}]*)\}/g)].map(
    ([, body = ""]) =>
      new Map(body.split(";").map((part) => part.split(/:(.*)/s, 2) as [string, string])),
  );

  it("declares the subset's characters as every web face's unicode-range", () => {
    expect(ranges.every(([first, last]) => first <= last && !Number.isNaN(last))).toBe(true);
    const webFaces = rules.filter((rule) => rule.get("src")?.startsWith("url("));
    expect(webFaces).toHaveLength(fontFaces.length);
    for (const rule of webFaces) expect(rule.get("unicode-range")).toBe(subset.unicodeRange);
  });

  it("claims exactly the characters each font file holds (else: subset.json may claim only what the sources have; run npm run fonts)", () => {
    const claimed = ranges.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
    );
    const claims = new Set(claimed);
    const files = filesUnder(path.join(ROOT, "src", "fonts"), ".woff2");
    expect(files).toHaveLength(fontFaces.length);
    for (const file of files) {
      const held = charactersIn(file);
      expect({
        file: path.relative(ROOT, file),
        lacking: claimed.filter((codePoint) => !held.has(codePoint)).map(named),
        unclaimed: [...held].filter((codePoint) => !claims.has(codePoint)).map(named),
      }).toEqual({ file: path.relative(ROOT, file), lacking: [], unclaimed: [] });
    }
  });

  it("scales a fallback's capitals or figures apart, with the same ascent and descent", () => {
    const fallbacks = rules.filter((rule) => rule.get("src")?.startsWith("local("));
    const apart = fallbacks.filter((rule) => rule.has("unicode-range"));
    expect(apart.map((rule) => rule.get("unicode-range")).sort()).toEqual([
      "U+0030-0039",
      "U+0041-005A",
    ]);
    for (const face of apart) {
      const base = fallbacks.find(
        (rule) =>
          !rule.has("unicode-range") &&
          rule.get("font-family") === face.get("font-family") &&
          rule.get("font-style") === face.get("font-style"),
      );
      // Declared after its base face, which it overrides for the characters of its range.
      expect(base && fallbacks.indexOf(base)).toBeLessThan(fallbacks.indexOf(face));
      const scaled = (rule: Map<string, string> | undefined, metric: string) =>
        (parseFloat(rule?.get(metric) ?? "") * parseFloat(rule?.get("size-adjust") ?? "")) / 100;
      expect(face.get("size-adjust")).not.toBe(base?.get("size-adjust"));
      for (const metric of ["ascent-override", "descent-override"]) {
        expect(scaled(face, metric)).toBeCloseTo(scaled(base, metric), 1);
      }
    }
  });

  it("covers every font weight the stylesheets set (Inter is cut to 400–700)", () => {
    const [lightest, boldest] = (fontFaces[0]?.weight ?? "").split(" ").map(Number);
    const weights = filesUnder(path.join(ROOT, "src"), ".css").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/font-weight:\s*(\d+)/g)].map((match) => ({
        file: path.relative(ROOT, file),
        weight: Number(match[1]),
      })),
    );
    expect(weights.length).toBeGreaterThan(0);
    expect(
      weights.filter(({ weight }) => weight < (lightest ?? 0) || weight > (boldest ?? 0)),
    ).toEqual([]);
  });

  describe("OpenType features", () => {
    const kept = new Set(subset.layoutFeatures);
    /** The tags a `font-variant-*` keyword or a `font-feature-settings` value turns on. */
    const VARIANT_TAGS: Record<string, string[]> = {
      "lining-nums": ["lnum"],
      "oldstyle-nums": ["onum"],
      "tabular-nums": ["tnum"],
      "proportional-nums": ["pnum"],
      "diagonal-fractions": ["frac"],
      "stacked-fractions": ["afrc"],
      ordinal: ["ordn"],
      "slashed-zero": ["zero"],
      "small-caps": ["smcp"],
      "all-small-caps": ["smcp", "c2sc"],
      "petite-caps": ["pcap"],
      "all-petite-caps": ["pcap", "c2pc"],
      unicase: ["unic"],
      "titling-caps": ["titl"],
      sub: ["subs"],
      super: ["sups"],
      "common-ligatures": ["liga", "clig"],
      "discretionary-ligatures": ["dlig"],
      "historical-ligatures": ["hlig"],
      contextual: ["calt"],
    };
    /** A keyword's tags; one this table does not know comes back as itself, to be named. */
    const tagsOf = (keyword: string) =>
      /^(normal|none|inherit|initial|unset|revert|no-.*)$/.test(keyword)
        ? []
        : (VARIANT_TAGS[keyword] ?? [`"${keyword}" (not in the test's table)`]);
    function tagsTurnedOn(css: string): string[] {
      const variants = [...css.matchAll(/font-variant[a-z-]*:\s*([^;}]+)/g)].flatMap((match) =>
        (match[1] ?? "").trim().split(/\s+/),
      );
      const settings = [...css.matchAll(/font-feature-settings:\s*([^;}]+)/g)].flatMap((match) =>
        [...(match[1] ?? "").matchAll(/["']([a-z0-9]{4})["']\s*(on|1)?(?=\s*(,|$))/g)].map(
          (tag) => tag[1] ?? "",
        ),
      );
      return [...variants.flatMap(tagsOf), ...settings];
    }

    it("reads the features a stylesheet turns on", () => {
      expect(tagsTurnedOn(".n{font-variant-numeric:lining-nums tabular-nums}")).toEqual([
        "lnum",
        "tnum",
      ]);
      expect(tagsTurnedOn('.c{font-feature-settings:"smcp","ss01" 1,"kern" 0}')).toEqual([
        "smcp",
        "ss01",
      ]);
      expect(tagsTurnedOn(".n{font-variant-caps:normal}")).toEqual([]);
      expect(tagsTurnedOn(".s{font-variant-position:super}")).toEqual(["sups"]);
      expect(tagsTurnedOn(".x{font-variant-alternates:swash(fancy)}")).toEqual([
        '"swash(fancy)" (not in the test\'s table)',
      ]);
    });

    it("keeps what browsers apply to Latin text by default", () => {
      const defaults = ["ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "kern", "liga"];
      expect(defaults.filter((tag) => !kept.has(tag))).toEqual([]);
    });

    it("keeps every feature the stylesheets turn on (else: add it to subset.json, run npm run fonts)", () => {
      const missing = filesUnder(path.join(ROOT, "src"), ".css").flatMap((file) =>
        tagsTurnedOn(readFileSync(file, "utf8"))
          .filter((tag) => !kept.has(tag))
          .map((tag) => `${tag} in ${path.relative(ROOT, file)}`),
      );
      expect(missing).toEqual([]);
    });
  });

  describe("facesToPreload", () => {
    const styles = (faces: readonly { style: string }[]) => faces.map((face) => face.style);

    it("preloads the roman faces on every page, the italic only where the page sets italic", () => {
      expect(styles(facesToPreload(".a{font-weight:600}"))).toEqual(["normal", "normal"]);
      expect(styles(facesToPreload(".q{font-family:var(--font-serif);font-style:italic}"))).toEqual(
        ["normal", "normal", "italic"],
      );
      expect(styles(facesToPreload(".q {\n  font-style: italic;\n}"))).toContain("italic");
      expect(styles(facesToPreload(""))).toEqual(["normal", "normal"]);
    });
  });
});
