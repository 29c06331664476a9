/** @jest-environment node */
import path from "node:path";
import { readYaml } from "../content-files";
import { SHAPE_ONLY } from "../source";
import { siteSource } from "../sources/site";

/**
 * The studio's WhatsApp number in content/site.yaml (docs/pages.md, WhatsApp): optional, and when
 * given an international number (E.164) that the wa.me link can be built from. The content check
 * and the editor both read this schema (the editor its pattern).
 */
const SITE_YAML = path.resolve(__dirname, "../../../content/site.yaml");
const read = readYaml(SITE_YAML);
if ("error" in read) throw new Error(read.error);
const site = read;
const schema = siteSource.entry(SHAPE_ONLY);

function check(whatsapp: unknown) {
  const entry = { ...(site.value as Record<string, unknown>), whatsapp };
  const result = schema.safeParse(entry);
  return result.success
    ? null
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

describe("whatsapp in content/site.yaml", () => {
  it("ships the fictional placeholder", () => {
    expect((site.value as Record<string, unknown>).whatsapp).toBe("+1 212 555 0142");
  });

  it.each([
    ["the placeholder", "+1 212 555 0142"],
    ["the same without spaces", "+12125550142"],
    ["an Indian mobile", "+91 98200 12345"],
    ["an Australian number", "+61 2 9876 5432"],
    ["the longest, 15 digits", "+123456789012345"],
    ["the shortest, 7 digits", "+1234567"],
    ["none (the field left out)", undefined],
    ["none (emptied in the editor)", ""],
    ["none (null)", null],
  ])("accepts %s", (_, value) => {
    expect(check(value)).toBeNull();
  });

  it.each([
    ["without + and country code", "212 555 0142"],
    ["a national trunk 0 for a country code", "+0 22 5555 0142"],
    ["16 digits", "+1234567890123456"],
    ["6 digits", "+123456"],
    ["hyphens", "+1-212-555-0142"],
    ["brackets", "+1 (212) 555 0142"],
    ["two spaces in a row", "+1  212 555 0142"],
    ["letters", "+1 212 WHATSAPP"],
    ["a wa.me link", "https://wa.me/12125550142"],
    ["a number", 12125550142],
  ])("refuses %s, saying what it must be", (_, value) => {
    expect(check(value)).toMatch(/^whatsapp: /);
  });
});
