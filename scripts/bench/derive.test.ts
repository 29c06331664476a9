import { createHash } from "node:crypto";
import { test } from "node:test";
import { expect } from "expect";
import sharp from "sharp";
import { deriveImage, variant } from "./derive.ts";

const hash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

void test("no two copies below 780 are derived alike", () => {
  const copies = Array.from({ length: 779 }, (_, index) => JSON.stringify(variant(index + 1)));
  expect(new Set(copies).size).toBe(779);
});

void test("each copy keeps the photograph's size and has bytes of its own", async () => {
  // A small photograph-like picture: a gradient with some structure, as a JPEG.
  const width = 160;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 3);
  pixels.forEach((_, i) => (pixels[i] = (i * 7 + Math.floor(i / 480) * 13) % 256));
  const original = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  const copies = await Promise.all([1, 2, 3, 4, 5, 6, 60, 61].map((n) => deriveImage(original, n)));
  for (const copy of copies) {
    expect(await sharp(copy).metadata()).toMatchObject({ width, height, format: "jpeg" });
  }
  const hashes = new Set([original, ...copies].map(hash));
  expect(hashes.size).toBe(copies.length + 1);
});
