/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, ParentSpanPluginArgs } from "gatsby";
import { checkContent, type ContentIssue } from "../check-content";
import { type ContentTree, copyContentEachTest, entry } from "./content-tree";

describe("text the site's fonts cannot draw", () => {
  let tree: ContentTree;
  copyContentEachTest((copy) => {
    tree = copy;
  });

  it("is a warning naming the file, the entry, the field and what a visitor sees", async () => {
    // An emoji with its skin tone, Devanagari: in no font the site could be cut from.
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 2).heading = "Design that begins with listening 🙏🏽 नमन";
      entry(pages, 4).eyebrow = "Services 😀😁😂🤣😊🙂🙃";
    });
    const sees = "not in the site's fonts: a visitor sees them drawn in their device's own font";
    expect(await checkContent(tree.dir)).toEqual([
      {
        file: "content/pages.yaml",
        entry: 2,
        field: "heading",
        message: `"🙏🏽", "न", "म" are ${sees} (such as Arial), not the site's`,
        warning: true,
      },
      {
        file: "content/pages.yaml",
        entry: 4,
        field: "eyebrow",
        message: `"😀", "😁", "😂", "🤣", "😊" and 2 more are ${sees} (such as Arial), not the site's`,
        warning: true,
      },
    ]);
  });

  it("leaves out a file not read as UTF-8, whose bytes the check names", async () => {
    const file = path.join(tree.dir, "site.yaml");
    const latin1 = fs.readFileSync(file, "utf8").replace("Studio Anvaya", "Studio Anvayá");
    tree.write("site.yaml", Buffer.from(latin1, "latin1"));
    const issues = await checkContent(tree.dir);
    expect(issues.filter((issue) => issue.warning)).toEqual([]);
    expect(issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^line \d+, column \d+: not valid UTF-8 \(byte 0xE1/),
    ]);
  });

  it("leaves out what no font draws, and fields refused already", async () => {
    tree.editEntry("site.yaml", (site) => {
      site.name = "Studio\u2060Anvaya\u00AD\u200B\u202F";
      site.email = "hello 👋";
    });
    expect(await checkContent(tree.dir)).toEqual([
      { file: "content/site.yaml", field: "email", message: "not an e-mail address" },
    ]);
  });
});

describe("the build's content check", () => {
  const reporter = { warn: jest.fn(), panic: jest.fn() };
  const found: ContentIssue[] = [];
  let onPreBootstrap: GatsbyNode["onPreBootstrap"];
  beforeAll(async () => {
    jest.doMock("../check-content", () => ({
      ...jest.requireActual<object>("../check-content"),
      checkContent: () => Promise.resolve(found),
    }));
    ({ onPreBootstrap } = await import("../../../gatsby-node"));
  });

  async function build(issues: ContentIssue[]): Promise<void> {
    found.splice(0, found.length, ...issues);
    reporter.warn.mockClear();
    reporter.panic.mockClear();
    await onPreBootstrap?.(
      { reporter } as unknown as ParentSpanPluginArgs,
      { plugins: [] },
      () => undefined,
    );
  }

  const warning: ContentIssue = {
    file: "content/pages.yaml",
    entry: 2,
    field: "heading",
    message: '"🙏🏽" is not in the site\'s fonts',
    warning: true,
  };

  it("warns of text the fonts cannot draw and goes on", async () => {
    await build([warning]);
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      "Content check: 1 warning (the site is built as written)\n" +
        '  content/pages.yaml: entry 2: heading: "🙏🏽" is not in the site\'s fonts',
    );
  });

  it("stops on a problem, the warnings said beside it", async () => {
    await build([warning, { file: "content/site.yaml", field: "email", message: "not an e-mail" }]);
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(
      "Content check failed: 1 problem to fix\n  content/site.yaml: email: not an e-mail",
    );
  });
});
