/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { canonicalContent, editorYaml, formatContentDir } from "../content-format";
import { listYamlFiles } from "../content-files";
import { LIMITS, text } from "../fields";
import { imageRef } from "../image-ref";
import { sourceFor } from "../registry";
import { defineSource } from "../source";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");

describe("content/", () => {
  test.each(listYamlFiles(CONTENT_DIR).map((file) => path.relative(CONTENT_DIR, file)))(
    "%s is written as the content editor writes it (else: npm run content:format)",
    (relative) => {
      const source = sourceFor(relative);
      if (source === undefined) throw new Error(`${relative} belongs to no source`);
      const text = readFileSync(path.join(CONTENT_DIR, relative), "utf8");
      expect(text).toBe(canonicalContent(source, relative, text));
    },
  );
});

describe("canonicalContent", () => {
  const card = defineSource({
    typeName: "CardYaml",
    path: "card.yaml",
    shape: "object",
    entry: (context) =>
      z.strictObject({
        title: text(LIMITS.title),
        note: z.string().trim().optional(),
        picture: imageRef(context, { folder: "images/cards", minWidth: 800 }).nullish(),
        links: z.array(text(LIMITS.title)).optional(),
      }),
  });

  test("puts the fields in the schema's order and writes an absent optional one empty, as the editor does", () => {
    const written =
      "# A comment the editor would drop\nlinks:\n  - a\ntitle: >-\n  A folded\n  title\n";
    expect(canonicalContent(card, "card.yaml", written)).toBe(
      "title: A folded title\nnote: ''\npicture: null\nlinks:\n  - a\n",
    );
  });

  test("writes an image path in a file at the top of content/ from ./, as the editor stores it", () => {
    const written =
      "title: T\nnote: ''\npicture:\n  src: images/cards/a.jpg\n  alt: A\nlinks: []\n";
    expect(canonicalContent(card, "card.yaml", written)).toContain("  src: ./images/cards/a.jpg\n");
    const nested = written.replace("images/cards/a.jpg", "../images/cards/a.jpg");
    expect(canonicalContent(card, "projects/card.yaml", nested)).toContain(
      "  src: ../images/cards/a.jpg\n",
    );
  });

  test("keeps a field the schema does not know, for the content check to name", () => {
    expect(canonicalContent(card, "card.yaml", "title: T\nsubtitle: S\n")).toBe(
      "title: T\nnote: ''\npicture: null\nlinks: []\nsubtitle: S\n",
    );
  });

  test("is stable: a formatted file formats to itself", () => {
    const once = canonicalContent(card, "card.yaml", "title: 'It''s: {n}'\nnote: \"+1\"\n");
    expect(canonicalContent(card, "card.yaml", once)).toBe(once);
  });

  test("quotes only what YAML needs, single quotes first, one line however long", () => {
    expect(
      editorYaml({
        a: "+1",
        b: "{count} of them",
        c: "plain words: with a colon",
        d: "x ".repeat(80).trim(),
      }),
    ).toBe(
      `a: '+1'\nb: '{count} of them'\nc: 'plain words: with a colon'\nd: ${"x ".repeat(80).trim()}\n`,
    );
  });
});

describe("formatContentDir", () => {
  const cards = defineSource({
    typeName: "CardYaml",
    path: "cards/",
    shape: "object",
    entry: () => z.strictObject({ title: text(LIMITS.title), note: z.string().optional() }),
  });
  const files = {
    "cards/a.yaml": 'title: "A" x\n',
    "cards/b.yaml": "note: n\ntitle: B\n",
    "cards/c.yaml": "title: C\nnote: a: b\n",
    "cards/d.yaml": "title: Apartment #2, Bandra\nnote: n\n",
  };
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "content-format-"));
    mkdirSync(path.join(dir, "cards"));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test("names every file that is not valid YAML with the parser's reason, and formats the others", () => {
    const { changed, refused } = formatContentDir(dir, [cards]);
    expect(changed).toEqual(["cards/b.yaml"]);
    expect(
      refused
        .filter(({ file }) => file !== "cards/d.yaml")
        .map(({ file, reason }) => [file, /at line \d+, column \d+/.exec(reason)?.[0]]),
    ).toEqual([
      ["cards/a.yaml", "at line 1, column 12"],
      ["cards/c.yaml", "at line 2, column 7"],
    ]);
    const read = (file: keyof typeof files) => readFileSync(path.join(dir, file), "utf8");
    expect(read("cards/a.yaml")).toBe(files["cards/a.yaml"]);
    expect(read("cards/b.yaml")).toBe("title: B\nnote: n\n");
    expect(read("cards/c.yaml")).toBe(files["cards/c.yaml"]);
  });

  test("leaves a file holding a comment as it is, naming its line: the rewrite would cut the text", () => {
    const { refused } = formatContentDir(dir, [cards]);
    expect(
      refused.filter(({ file }) => file === "cards/d.yaml").map(({ reason }) => reason),
    ).toEqual([
      expect.stringMatching(
        /^line 1, column 18: a # after a space starts a comment, .*: put the whole text in quotes/,
      ),
    ]);
    expect(readFileSync(path.join(dir, "cards/d.yaml"), "utf8")).toBe(files["cards/d.yaml"]);
  });
});
