/**
 * The bare Gatsby anchor's picture is the first slide's: a slides file that is no list, or whose
 * first slide has no picture, stops the benchmark with the file's name rather than a TypeError.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, test } from "node:test";
import { expect } from "expect";
import { heroPicture } from "./anchors.ts";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-anchors-"));
  fs.mkdirSync(path.join(root, "content", "images"), { recursive: true });
  fs.writeFileSync(path.join(root, "content", "images", "hero.jpg"), "");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function slides(text: string) {
  fs.writeFileSync(path.join(root, "content", "slides.yaml"), text);
}

test("reads the first slide's picture and alt text", () => {
  slides("- image:\n    src: images/hero.jpg\n    alt: A calm room\n- image: {}\n");
  expect(heroPicture(root)).toEqual({
    file: path.join(root, "content", "images", "hero.jpg"),
    alt: "A calm room",
  });
});

for (const [name, text] of Object.entries({
  "an empty file": "",
  "a mapping": "image:\n  src: images/hero.jpg\n",
})) {
  test(`names the file when it holds ${name}, not a list`, () => {
    slides(text);
    expect(() => heroPicture(root)).toThrow("content/slides.yaml: not a list of slides");
  });
}

for (const [name, text] of Object.entries({
  "no slide": "[]\n",
  "a first slide of no mapping": "- just text\n",
  "a first slide without a picture": "- title: Calm\n",
  "a picture whose file is missing": "- image:\n    src: images/gone.jpg\n",
})) {
  test(`names the file when it has ${name}`, () => {
    slides(text);
    expect(() => heroPicture(root)).toThrow("content/slides.yaml: no picture on the first slide");
  });
}
