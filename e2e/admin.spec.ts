import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { checkContent } from "../src/content/check-content";
import { editorYaml } from "../src/content/content-format";
import {
  contentFiles,
  readRepository,
  seedRepository,
  useRepositoryHarness,
} from "./support/editor-harness";
import { expect, test } from "./support/fixtures";
import { recordSecurityLog } from "./support/security";

/**
 * The content editor at /admin (Sveltia CMS) in its local mode, as a member of staff uses it with
 * no account: it opens the working copy (a copy of content/ in the browser's private file system,
 * support/editor-harness.ts), an entry is changed through its form and saved, and the files read
 * back hold exactly that change, in the editor's style, and pass the content check. A save the
 * check would refuse, the editor refuses.
 */

const TESTIMONIALS = "content/testimonials.yaml";
const PROJECT = "content/projects/west-village-townhouse.yaml";
const YAML_FILES = contentFiles().filter((file) => file.endsWith(".yaml"));

/**
 * Refused by the editor's policy and not needed (src/deploy/editor-headers.ts): Sveltia's fetch of
 * its own default logo (a data: URL) and of GitHub's status page.
 */
const BLOCKED_AND_UNNEEDED = [/data:image\/svg\+xml/, /githubstatus\.com/];
const KNOWN_VIOLATIONS = /^connect-src blocked (data |https:\/\/www\.githubstatus\.com\/)/;

// The editor's bundle is 2.5 MB and it reads the whole repository: give a loaded 2-core machine
// the time it needs. The window is tall, so Sveltia, which renders long forms as they scroll into
// view, renders every field of an entry at once.
test.use({ viewport: { width: 1280, height: 4000 } });
test.describe.configure({ timeout: 240_000 });

/** Opens the editor on the seeded repository; returns every request that tried to leave the site. */
async function openEditor(page: Page, origin: string): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await useRepositoryHarness(page.context());
  await page.goto("/robots.txt");
  await seedRepository(page);
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  const opening = { timeout: 120_000 };
  await page.getByRole("button", { name: "Work with Local Repository" }).click(opening);
  await expect(page.getByText("Home: testimonials", { exact: true })).toBeVisible(opening);
  return outside;
}

/** The lines of `after` that differ from `before`, which must have as many lines. */
function changedLines(before = "", after = ""): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index]);
}

/** A file as the editor has saved it, once it differs from `before`. */
async function savedVersion(page: Page, file: string, before = ""): Promise<string> {
  // While the editor replaces a file (a new one moved over the old) it is briefly absent.
  const read = () =>
    readRepository(page, [file]).then(
      (files) => files[file],
      () => before,
    );
  await expect.poll(read, { timeout: 60_000 }).not.toBe(before);
  return (await read()) ?? "";
}

test("a member of staff edits: an emptied required field is refused and nothing written; a testimonial's words and a picture's alt text saved change exactly those lines, and the content check passes", async ({
  page,
  baseURL,
  errorGuard,
}) => {
  errorGuard.allow(...BLOCKED_AND_UNNEEDED);
  const log = await recordSecurityLog(page);
  const outside = await openEditor(page, new URL(baseURL ?? "").origin);
  const before = await readRepository(page, YAML_FILES);
  const editor = page.getByRole("group", { name: "Content Editor" });
  const save = editor.getByRole("button", { name: "Save" });
  await page.getByText("Home: testimonials", { exact: true }).click();

  await test.step("a required field left empty: refused, said why, the file as it was", async () => {
    // The count is fixed (exactly 4): no testimonial can be added.
    await expect(editor.getByRole("button", { name: /Add.*testimonial/ })).toBeDisabled();
    const name = editor.getByRole("textbox", { name: "Name and role", exact: true }).first();
    const value = await name.inputValue();
    await name.fill("");
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: /error/i }).first()).toBeVisible();
    await expect(editor.getByText("This field is required.")).toBeVisible();
    expect(await readRepository(page, [TESTIMONIALS])).toEqual({
      [TESTIMONIALS]: before[TESTIMONIALS],
    });
    await name.fill(value);
  });

  const words =
    "Ira understood how we wanted to live before we could put it into words. Our apartment now feels twice its size.";
  await editor.getByRole("textbox", { name: "Words", exact: true }).first().fill(words);
  await save.click();
  const testimonials = await savedVersion(page, TESTIMONIALS, before[TESTIMONIALS]);

  const alt = "A parlour at dusk: a sage-green sofa under an arched window, a stone table";
  // A save returns the editor to the collection's list, undoing an address changed before then.
  await page.waitForURL((url) => /^#\/collections\/[^/]+$/.test(url.hash));
  await page.evaluate(`location.hash = "#/collections/projects/entries/west-village-townhouse"`);
  const images = page.getByRole("group", { name: /Images.*Field/ });
  await images.getByRole("textbox", { name: "Alt text", exact: true }).nth(1).fill(alt);
  await page.getByRole("button", { name: "Save" }).click();
  const project = await savedVersion(page, PROJECT, before[PROJECT]);

  // Each file is the old data with the one value changed, written in content/'s style: one line.
  const testimonialData = parse(before[TESTIMONIALS] ?? "") as { content: string }[];
  (testimonialData[0] ?? { content: "" }).content = words;
  expect(testimonials).toBe(editorYaml(testimonialData));
  expect(changedLines(before[TESTIMONIALS], testimonials)).toEqual([`  content: ${words}`]);
  const projectData = parse(before[PROJECT] ?? "") as { images: { alt: string }[] };
  (projectData.images[1] ?? { alt: "" }).alt = alt;
  expect(project).toBe(editorYaml(projectData));
  expect(changedLines(before[PROJECT], project)).toEqual([expect.stringContaining(alt)]);

  // Nothing else changed, and the saved files with the real pictures pass the content check.
  const after = await readRepository(page, YAML_FILES);
  const copy = mkdtempSync(path.join(tmpdir(), "edited-content-"));
  try {
    cpSync(path.resolve(__dirname, "..", "content"), copy, { recursive: true });
    for (const file of YAML_FILES) {
      if (file !== TESTIMONIALS && file !== PROJECT) expect(after[file], file).toBe(before[file]);
      writeFileSync(path.join(copy, path.relative("content", file)), after[file] ?? "");
    }
    expect(await checkContent(copy)).toEqual([]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  expect(outside, "requests that left the site's origin").toEqual([]);
  expect(
    log.violations.filter((violation) => !KNOWN_VIOLATIONS.test(violation)),
    "what the editor's policy blocked beyond the two known fetches",
  ).toEqual([]);
});
