/**
 * Budgets with room for the staff's edits (docs/performance.md), checked on the build in public/
 * by `npm test` (`npm run test:room`): every page's HTML fits a new connection's first round trip as built,
 * and still fits with a sentence added to every text and an eleventh project (room.ts says how
 * that is worked out without building again); and every route's JavaScript keeps within its
 * budgets with the same sentences added wherever a text of the content was compiled into it.
 *
 *   npm run test:room (and in `npm test`, with the other checks of the build)
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, test } from "node:test";
import { gzipSync } from "node:zlib";
import { BUDGETS, builtPages, kb, staticJsReport } from "./budgets.ts";
import { contentTexts, withAnotherProject, withSentences } from "./room.ts";
import { brotliBytes, htmlOnWire, serve } from "./wire.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PUBLIC_DIR = path.join(ROOT, "public");
assert.ok(
  existsSync(path.join(PUBLIC_DIR, "index.html")),
  "No production build in public/: run `npm run build:local` first.",
);
const texts = contentTexts(path.join(ROOT, "content"));
const pages = builtPages(PUBLIC_DIR);
const slugs = pages.flatMap(({ route }) => /^\/projects\/([^/]+)$/.exec(route)?.[1] ?? []);

void describe("every page's HTML in the first round trip, with room for the staff's edits", () => {
  const server = serve(PUBLIC_DIR);
  after(async () => {
    (await server).stop();
  });

  void test("lists an eleventh project on the gallery, the page that shows every project", () => {
    const gallery = readFileSync(path.join(PUBLIC_DIR, "projects", "index.html"), "utf8");
    const edited = withAnotherProject(gallery, slugs);
    assert.ok(slugs.length >= 10, `${String(slugs.length)} project pages built`);
    assert.ok(edited !== null, "the gallery does not link every project page");
    assert.equal(
      edited.split('href="/projects/').length,
      gallery.split('href="/projects/').length + 1,
    );
  });

  void test("finds the content's texts in the home page, its WhatsApp greeting too", () => {
    const home = readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
    assert.ok(
      withSentences(home, texts).added >= 10,
      "the texts of content/ are not in index.html",
    );
    const greeting = texts.find((text) => home.includes(encodeURIComponent(text)));
    assert.ok(greeting, "the WhatsApp link's greeting is not found in index.html");
  });

  for (const page of pages) {
    void test(`${page.route}: within ${kb(BUDGETS.firstRoundTripBytes)} as built and after the edits`, async (t) => {
      const html = readFileSync(path.join(PUBLIC_DIR, page.html), "utf8");
      const { headerBytes } = await htmlOnWire((await server).origin, page.route);
      const { html: longer, added } = withSentences(html, texts);
      const withProject = withAnotherProject(longer, slugs);
      const built = headerBytes + brotliBytes(html);
      const edited = headerBytes + brotliBytes(withProject ?? longer);
      const spare = BUDGETS.firstRoundTripBytes - edited;
      t.diagnostic(
        `${kb(built)} as built; ${kb(edited)} with ${String(added)} sentences` +
          `${withProject ? " and an eleventh project" : ""}: ${spare >= 0 ? `${kb(spare)} to spare` : `${kb(-spare)} over`}`,
      );
      assert.ok(built <= BUDGETS.firstRoundTripBytes, `${page.route}: ${kb(built)} as built`);
      assert.ok(
        spare >= 0,
        `${page.route}: ${kb(edited)} after the staff's edits, ${kb(-spare)} over`,
      );
    });
  }
});

void describe("every route's JavaScript within its budgets after the staff's edits", () => {
  // Gatsby compiles each plugin's browser options into app.js, gatsby-plugin-manifest's site
  // description among them: a content text in JavaScript, which the sentence lengthens too.
  const gzip = (file: string) =>
    gzipSync(withSentences(readFileSync(path.join(PUBLIC_DIR, file), "utf8"), texts).html).length;
  for (const entry of staticJsReport(PUBLIC_DIR)) {
    void test(entry.route, () => {
      const own = entry.ownCode.reduce((sum, { file }) => sum + gzip(file), 0);
      const all = entry.firstLoad.reduce((sum, { file }) => sum + gzip(file), 0);
      assert.ok(all <= BUDGETS.jsBeforeLoadBytes, `${entry.route}: ${kb(all)} of JavaScript`);
      assert.ok(own <= BUDGETS.ownCodeBytes, `${entry.route}: ${kb(own)} of its own code`);
    });
  }
});
