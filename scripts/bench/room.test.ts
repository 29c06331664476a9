import { describe, test } from "node:test";
import { expect } from "expect";
import { encodings, sentence, shiftLetters, withAnotherProject, withSentences } from "./room.ts";

void test("shiftLetters moves letters only, keeping case", () => {
  expect(shiftLetters("Ab, yz!", 1)).toBe("Bc, za!");
  expect(shiftLetters("Ab", 26)).toBe("Ab");
});

void test("each text gets a sentence of its own, as long as the others", () => {
  const sentences = Array.from({ length: 400 }, (_, index) => sentence(index));
  expect(new Set(sentences).size).toBe(400);
  expect(new Set(sentences.map((text) => text.length)).size).toBe(1);
});

void test("a text's forms in built files: as written, in HTML, in JSON, in JSON-LD, in an address", () => {
  expect(encodings(`Ira's "calm" rooms & more`)).toEqual([
    `Ira's "calm" rooms & more`,
    "Ira&#x27;s &quot;calm&quot; rooms &amp; more",
    `Ira's \\"calm\\" rooms & more`,
    `Ira's \\"calm\\" rooms \\u0026 more`,
    "Ira's%20%22calm%22%20rooms%20%26%20more",
  ]);
});

void test("a sentence after a text in an address is encoded as the address is", () => {
  const link = `<a href="https://wa.me/1?text=${encodeURIComponent("Hello there, a project")}">`;
  const { html, added } = withSentences(link, ["Hello there, a project"]);
  expect(added).toBe(1);
  expect(html).toMatch(/text=Hello%20there%2C%20a%20project%20\w+%20/);
  expect(html.split('"')[1]).not.toContain(" ");
});

void describe("withSentences", () => {
  const text = "A calm room & a long table for the whole family";
  const html =
    `<meta name="description" content="A calm room &amp; a long table for the whole family"/>` +
    `<script type="application/ld+json">{"d":"A calm room \\u0026 a long table for the whole family"}</script>` +
    `<p>A calm room &amp; a long table for the whole family</p><p>Unrelated words here</p>`;

  void test("adds a sentence after every occurrence of every text, in its form", () => {
    const { html: edited, added } = withSentences(html, [text]);
    expect(added).toBe(3);
    expect(edited.split(sentence(0))).toHaveLength(4);
    expect(edited).toContain(`family ${sentence(0)}</p><p>Unrelated words here</p>`);
  });

  void test("leaves a page without the texts as it is", () => {
    expect(withSentences("<p>Other</p>", [text])).toEqual({ html: "<p>Other</p>", added: 0 });
  });
});

void describe("withAnotherProject", () => {
  const card = (slug: string, title: string) =>
    `<li class="item"><a href="/projects/${slug}"><img src="/static/0123456789abcdef/6f287/01.webp" alt="${title} room"/><h2>${title}</h2></a></li>`;
  const gallery = `<ul>${card("a", "Flat")}${card("b", "A larger villa")}</ul>`;

  void test("adds a copy of the largest card, with new text, slug and image hash", () => {
    const edited = withAnotherProject(gallery, ["a", "b"]);
    expect(edited).toBe(
      `<ul>${card("a", "Flat")}${card("b", "A larger villa")}` +
        `<li class="item"><a href="/projects/o"><img src="/static/123456789abcdef0/6f287/01.webp" alt="N ynetre ivyyn ebbz"/><h2>N ynetre ivyyn</h2></a></li></ul>`,
    );
  });

  void test("leaves a page that does not list every project", () => {
    expect(withAnotherProject(gallery, ["a", "b", "c"])).toBeNull();
  });

  void test("fails loudly when a listed project has no card around its link", () => {
    expect(() => withAnotherProject('<p><a href="/projects/a">a</a></p>', ["a"])).toThrow(
      "/projects/a",
    );
  });
});
