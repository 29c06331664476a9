/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LIMITS } from "../fields";
import { type ContentTree, type Entry, copyContentEachTest, entry, messages } from "./content-tree";

/**
 * The limits that keep a slip of the keyboard from shipping (docs/editing.md, "Limits"): text
 * lengths, UTF-8, safe SVGs and image sizes, each refused with its message, all in one run.
 */

let tree: ContentTree;
copyContentEachTest((copy) => {
  tree = copy;
});

const PROJECT = "projects/west-village-townhouse.yaml";
const PAGE_IMAGE = "images/pages/not-found.jpg";
const NOT_FOUND_ENTRY = 6;

/** Words of `length` characters. */
const words = (length: number) =>
  "Quiet rooms in warm light ".repeat(length).slice(0, length - 1) + "s";

/** A field of one kind of limit: where it is, how to set it, and a value of a given length. */
interface LimitedField {
  field: string;
  limit: number;
  set: (tree: ContentTree, value: string) => void;
  value?: (length: number) => string;
  /** How the check names the entry and field. */
  named: string;
}

const inList =
  (file: string, position: number, change: (item: Entry, value: string) => void) =>
  (tree: ContentTree, value: string) => {
    tree.editList(file, (items) => {
      change(entry(items, position), value);
    });
  };

const inEntry =
  (file: string, change: (item: Entry, value: string) => void) =>
  (tree: ContentTree, value: string) => {
    tree.editEntry(file, (item) => {
      change(item, value);
    });
  };

const LIMITED: LimitedField[] = [
  {
    field: "the studio's name (words)",
    limit: LIMITS.words,
    set: inEntry("site.yaml", (site, value) => (site.name = value)),
    named: "content/site.yaml: name",
  },
  {
    field: "words on a button",
    limit: LIMITS.button,
    set: inEntry("cta.yaml", (cta, value) => ((cta.action as Entry).label = value)),
    named: "content/cta.yaml: action.label",
  },
  {
    field: "the Send button",
    limit: 15,
    set: inEntry("contact.yaml", (contact, value) => ((contact.labels as Entry).submit = value)),
    value: (length) => `Send ${words(length - 5)}`,
    named: "content/contact.yaml: labels.submit",
  },
  {
    field: "a before and after tag",
    limit: 12,
    set: inEntry(
      "gallery.yaml",
      (gallery, value) => ((gallery.beforeAfter as Entry).before = value),
    ),
    named: "content/gallery.yaml: beforeAfter.before",
  },
  {
    field: "a slide's title (label)",
    limit: LIMITS.label,
    set: inList("slides.yaml", 1, (slide, value) => (slide.title = value)),
    named: "content/slides.yaml: entry 1: title",
  },
  {
    field: "a project's title",
    limit: LIMITS.title,
    set: inEntry(PROJECT, (project, value) => (project.title = value)),
    named: `content/${PROJECT}: title`,
  },
  {
    field: "alt text (caption)",
    limit: LIMITS.caption,
    set: inEntry(PROJECT, (project, value) => (entry(project.images as Entry[], 2).alt = value)),
    named: `content/${PROJECT}: images[2].alt`,
  },
  {
    field: "a testimonial (note)",
    limit: LIMITS.note,
    set: inList("testimonials.yaml", 2, (testimonial, value) => (testimonial.content = value)),
    named: "content/testimonials.yaml: entry 2: content",
  },
  {
    field: "a paragraph",
    limit: LIMITS.paragraph,
    set: inEntry("about.yaml", (about, value) => {
      ((about.introduction as Entry).paragraphs as string[])[0] = value;
    }),
    named: "content/about.yaml: introduction.paragraphs[1]",
  },
  {
    field: "an optional fact",
    limit: LIMITS.label,
    set: inEntry(PROJECT, (project, value) => (project.duration = value)),
    named: `content/${PROJECT}: duration`,
  },
  {
    field: "a web address",
    limit: LIMITS.address,
    set: inEntry("site.yaml", (site, value) => (entry(site.social as Entry[], 1).url = value)),
    value: (length) => `https://example.com/${"a".repeat(length - 20)}`,
    named: "content/site.yaml: social[1].url",
  },
];

describe("a text longer than its field takes", () => {
  it("refuses the 10,000-character project title, with the limit and the length", async () => {
    inEntry(PROJECT, (project) => (project.title = "A".repeat(10_000)))(tree, "");
    expect(await messages(tree)).toEqual([
      `content/${PROJECT}: title: must be at most 120 characters, not 10,000`,
    ]);
  });

  describe.each(LIMITED.map((limited) => [limited.field, limited] as const))("%s", (_, limited) => {
    const make = limited.value ?? words;

    it(`takes ${limited.limit} characters`, async () => {
      limited.set(tree, make(limited.limit));
      expect(await messages(tree)).toEqual([]);
    });

    it(`refuses ${limited.limit + 1}, naming the field, the limit and the length`, async () => {
      limited.set(tree, make(limited.limit + 1));
      expect(await messages(tree)).toEqual([
        `${limited.named}: must be at most ${limited.limit.toLocaleString("en-GB")} characters, not ${(limited.limit + 1).toLocaleString("en-GB")}`,
      ]);
    });
  });

  it("counts characters as a reader (and the editor) does: an emoji or an accent is one", async () => {
    inEntry(PROJECT, (project) => (project.title = "🏡".repeat(LIMITS.title)))(tree, "");
    inEntry("site.yaml", (site) => (site.name = "é".repeat(LIMITS.words)))(tree, "");
    expect(await messages(tree)).toEqual([]);
  });
});

/**
 * Rewrites `file` with each `[from, to]` replaced, `from` plain ASCII and `to` written one byte
 * per character (Latin-1), as an editor set to another encoding would save it.
 */
function withBytes(file: string, ...replacements: [string, string][]): void {
  let bytes = fs.readFileSync(path.join(tree.dir, file)).toString("latin1");
  for (const [from, to] of replacements) {
    if (!bytes.includes(from)) throw new Error(`no "${from}" in ${file}`);
    bytes = bytes.replace(from, to);
  }
  tree.write(file, Buffer.from(bytes, "latin1"));
}

describe("a YAML file whose bytes are not UTF-8", () => {
  it("names the file, the line and the column of a Latin-1 byte", async () => {
    withBytes(PROJECT, ["Townhouse Interiors", "Café Townhouse"]);
    expect(await messages(tree)).toEqual([
      `content/${PROJECT}: line 1, column 11: not valid UTF-8 (byte 0xE9): save the file as UTF-8`,
    ]);
  });

  it("names every other line that holds one", async () => {
    withBytes(
      PROJECT,
      ["Townhouse Interiors", "Café Townhouse"],
      ["West Village, New York", "Café Village, New York"],
      ["for a family of readers", "for a family of readers at the café"],
    );
    expect(await messages(tree)).toEqual([
      `content/${PROJECT}: line 1, column 11: not valid UTF-8 (byte 0xE9, also on lines 4, 6): save the file as UTF-8`,
    ]);
  });

  it("names a character cut off at the end of a line", async () => {
    withBytes("cta.yaml", ["GET IN TOUCH", "GET IN TOUCH\xe2\x80"]);
    expect(await messages(tree)).toEqual([
      expect.stringMatching(
        /^content\/cta\.yaml: line \d+, column 22: not valid UTF-8 \(byte 0xE2\): save the file as UTF-8$/,
      ),
    ]);
  });

  it("takes accents and other scripts written in UTF-8", async () => {
    inEntry(PROJECT, (project) => (project.title = "Café Townhouse, देवनागरी"))(tree, "");
    expect(await messages(tree)).toEqual([]);
  });
});

describe("an SVG that is more than a picture", () => {
  const LOGO = "images/brand/logo-mark.svg";

  it("names the logo's script by file and line", async () => {
    const logo = fs.readFileSync(path.join(tree.dir, LOGO), "utf8");
    tree.write(LOGO, logo.replace(/(<svg[^>]*>)/, "$1\n<script>alert(1)</script>"));
    expect(await messages(tree)).toEqual([
      expect.stringMatching(
        /^content\/images\/brand\/logo-mark\.svg: line \d+: a <script> element: an SVG may not hold a script$/,
      ),
    ]);
  });

  it("checks the favicon in static/ too", async () => {
    tree.writeBeside(
      "static/favicon.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n',
    );
    expect(await messages(tree)).toEqual([
      "static/favicon.svg: line 1: the onload attribute on <svg>: an SVG may not hold event handlers",
    ]);
  });
});

describe("an image too large for the build", () => {
  /** A copy of the page's photograph padded with zeros to `bytes` (a sparse file: no disk used). */
  function padded(bytes: number): void {
    tree.write(PAGE_IMAGE, fs.readFileSync(path.join(tree.dir, PAGE_IMAGE)));
    fs.truncateSync(path.join(tree.dir, PAGE_IMAGE), bytes);
  }

  it("takes 25 MB", async () => {
    padded(25_000_000);
    expect(await messages(tree)).toEqual([]);
  });

  it("refuses more than 25 MB, with its size", async () => {
    padded(26_400_000);
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${NOT_FOUND_ENTRY}: image "./${PAGE_IMAGE}" is 26.4 MB, over 25.0 MB: export it smaller`,
    ]);
  });

  it("refuses more than 50 megapixels, with its size, before reading a pixel", async () => {
    // A small JPEG whose header says 10000×6000: the check reads the header and stops there.
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: "#d8cfc0" },
    })
      .jpeg()
      .toBuffer();
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(6000, frame + 5);
    jpeg.writeUInt16BE(10_000, frame + 7);
    tree.write(PAGE_IMAGE, jpeg);
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${NOT_FOUND_ENTRY}: image "./${PAGE_IMAGE}" is 10000×6000 pixels (60.0 megapixels), over 50 megapixels: export it smaller`,
    ]);
  });
});

describe("a picture too small for its place", () => {
  /** A JPEG of `width`×`height` pixels, stored turned a quarter (EXIF 6) when `turned`. */
  async function photograph(width: number, height: number, turned = false): Promise<Buffer> {
    const image = sharp({ create: { width, height, channels: 3, background: "#d8ccb6" } }).jpeg();
    return (turned ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
  }

  /** A place, the file its picture is, how the check names it, and the narrowest it takes. */
  const places: [string, string, string, number][] = [
    [
      "a hero slide",
      "images/home/slides/01.jpg",
      'content/slides.yaml: entry 1: image "./images/home/slides/01.jpg"',
      1920,
    ],
    [
      "a project's picture",
      `images/projects/west-village-townhouse/02.jpg`,
      `content/${PROJECT}: images[2] "../images/projects/west-village-townhouse/02.jpg"`,
      1200,
    ],
    [
      "a service's picture",
      "images/services/full-transformation.jpg",
      'content/services.yaml: entry 1: serviceImg "./images/services/full-transformation.jpg"',
      800,
    ],
    [
      "a testimonial's photograph",
      "images/testimonials/01.jpg",
      'content/testimonials.yaml: entry 1: img "./images/testimonials/01.jpg"',
      336,
    ],
  ];

  describe.each(places)("%s", (_, file, named, least) => {
    it(`takes ${least} pixels wide`, async () => {
      tree.write(file, await photograph(least, least));
      expect(await messages(tree)).toEqual([]);
    });

    it(`refuses ${least - 1}, with both sizes`, async () => {
      tree.write(file, await photograph(least - 1, 200));
      expect(await messages(tree)).toEqual([
        `${named} is ${least - 1}×200 pixels; this place needs at least ${least.toLocaleString("en-GB")} pixels wide: export it larger`,
      ]);
    });
  });

  it("refuses a picture of one pixel", async () => {
    tree.write(PAGE_IMAGE, await photograph(1, 1));
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${NOT_FOUND_ENTRY}: image "./${PAGE_IMAGE}" is 1×1 pixels; this place needs at least 1,200 pixels wide: export it larger`,
    ]);
  });

  it("measures a picture as shown, a camera's quarter turn applied", async () => {
    // Stored 900×1200 with EXIF orientation 6: shown 1200×900, wide enough for a project.
    tree.write(`images/projects/west-village-townhouse/02.jpg`, await photograph(900, 1200, true));
    expect(await messages(tree)).toEqual([]);
  });
});

describe("every limit in one run", () => {
  it("reports each problem by file, entry and field, and nothing stops at the first", async () => {
    inEntry(PROJECT, (project) => {
      project.title = "A".repeat(10_000);
      entry(project.images as Entry[], 3).alt = words(300);
    })(tree, "");
    inList("slides.yaml", 2, (slide) => (slide.caption = words(81)))(tree, "");
    withBytes("cta.yaml", ["GET IN TOUCH", "CAFÉ"]);
    tree.write(PAGE_IMAGE, fs.readFileSync(path.join(tree.dir, PAGE_IMAGE)));
    fs.truncateSync(path.join(tree.dir, PAGE_IMAGE), 30_000_000);
    tree.writeBeside(
      "static/favicon.svg",
      '<svg xmlns="http://www.w3.org/2000/svg">\n<foreignObject/>\n</svg>\n',
    );
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${NOT_FOUND_ENTRY}: image "./${PAGE_IMAGE}" is 30.0 MB, over 25.0 MB: export it smaller`,
      "content/slides.yaml: entry 2: caption: must be at most 80 characters, not 81",
      expect.stringMatching(
        /^content\/cta\.yaml: line \d+, column \d+: not valid UTF-8 \(byte 0xC9\): save the file as UTF-8$/,
      ),
      `content/${PROJECT}: title: must be at most 120 characters, not 10,000`,
      `content/${PROJECT}: images[3].alt: must be at most 250 characters, not 300`,
      "static/favicon.svg: line 2: a <foreignObject> element: an SVG may not embed other documents",
    ]);
  });
});
