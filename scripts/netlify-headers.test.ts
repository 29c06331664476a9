/**
 * public/_headers as Netlify reads it: Netlify's own parser (@netlify/headers-parser) gives every
 * URL of the build the same headers as ours (src/deploy/headers-format.ts), which the build's
 * checks and the local server use, so what they check and serve is what Netlify sends. Needs a
 * build (`npm run build:local`); `npm test` runs it after one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { expect } from "expect";
import { listPublicFiles, servedPath } from "../src/deploy/caching.ts";
import { headersFor, parseHeadersFile } from "../src/deploy/headers-format.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "public");

/** Every header of every rule Netlify matches with `url`, values joined as ours joins them. */
function netlifyHeadersFor(rules: readonly Header[], url: string): string[] {
  const merged = new Map<string, string>();
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(url))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const seen = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), seen === undefined ? value : `${seen}, ${value}`);
    }
  }
  return [...merged].map(([name, value]) => `${name}: ${value}`).sort();
}

test("every URL of the build gets the same headers from Netlify's parser as from ours", async () => {
  const file = path.join(PUBLIC_DIR, "_headers");
  const ours = parseHeadersFile(readFileSync(file, "utf8"));
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: undefined,
    minimal: false,
  });
  expect(errors).toEqual([]);
  const netlify = headers.filter((rule): rule is Header => "forRegExp" in rule);
  expect(netlify.map((rule) => rule.for)).toEqual(ours.map((rule) => rule.path));

  const urls = [...new Set(listPublicFiles(PUBLIC_DIR).map(servedPath))];
  const differ = urls.filter((url) => {
    const ourHeaders = headersFor(ours, url).map(
      ([name, value]) => `${name.toLowerCase()}: ${value}`,
    );
    return JSON.stringify(ourHeaders.sort()) !== JSON.stringify(netlifyHeadersFor(netlify, url));
  });
  expect(differ).toEqual([]);
  expect(urls.length).toBeGreaterThan(100);
});
