import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
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
 * The content editor at /admin (Sveltia CMS) in its local mode, as a member of the studio uses it
 * with no account: it opens the working copy's folder (here a copy of content/ in the browser's
 * origin-private file system, see support/editor-harness.ts), an entry is changed through the
 * form and saved, and the files read back hold exactly that change, in the editor's style, and
 * pass the content check. A save the check would refuse is refused by the editor itself.
 */

const ROOT = path.resolve(__dirname, "..");
const TESTIMONIALS = "content/testimonials.yaml";
const PROJECT = "content/projects/west-village-townhouse.yaml";

/**
 * Refused by the editor's policy and not needed (src/deploy/editor-headers.ts): Sveltia's fetch
 * of its own default logo (a data: URL) and of GitHub's status page, as console errors and as
 * policy violations.
 */
const BLOCKED_AND_UNNEEDED = [/data:image\/svg\+xml/, /githubstatus\.com/];
const KNOWN_VIOLATIONS = [
  /^connect-src blocked data /,
  /^connect-src blocked https:\/\/www\.githubstatus\.com\//,
];

interface Opened {
  page: Page;
  /** Every request that tried to leave the site's own origin. */
  outside: string[];
  /** Milliseconds: the editor's sign-in screen, then the list of entries after choosing the folder. */
  timings: { signIn: number; entryList: number };
}

async function openEditor(page: Page, baseURL: string): Promise<Opened> {
  const origin = new URL(baseURL).origin;
  const outside: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await useRepositoryHarness(page.context(), origin);
  await page.goto("/robots.txt");
  await seedRepository(page, contentFiles());

  const started = Date.now();
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  const local = page.getByRole("button", { name: "Work with Local Repository" });
  await local.waitFor();
  const signIn = Date.now() - started;
  await local.click();
  await page.getByText("Home: testimonials", { exact: true }).waitFor();
  return { page, outside, timings: { signIn, entryList: Date.now() - started - signIn } };
}

/** The lines of `after` that differ from `before` (same length), with their text after. */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index]);
}

/** A field's text box, rendered once scrolled to (Sveltia renders long forms lazily). */
async function textbox(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  label: string,
  nth: number,
) {
  const box = scope.getByRole("textbox", { name: label, exact: true }).nth(nth);
  for (let step = 0; step < 40 && (await box.count()) === 0; step += 1) {
    await page.mouse.move(400, 500);
    await page.mouse.wheel(0, 400);
  }
  await box.scrollIntoViewIfNeeded();
  return box;
}

/**
 * The files as the editor has saved them, polled: while the editor replaces a file (it writes a
 * new one and moves it over the old) the file is briefly absent, which reads as not saved yet.
 */
async function readSaved(page: Page, files: readonly string[]): Promise<Record<string, string>> {
  try {
    return await readRepository(page, files);
  } catch {
    return {};
  }
}

test("a testimonial's words and a project picture's alt text, changed and saved: exactly those lines change, and the content check passes", async ({
  page,
  baseURL,
  errorGuard,
}) => {
  errorGuard.allow(...BLOCKED_AND_UNNEEDED);
  const log = await recordSecurityLog(page);
  const { outside, timings } = await openEditor(page, baseURL ?? "");
  test.info().annotations.push({
    type: "timing",
    description: `sign-in screen after ${String(timings.signIn)} ms, entry list ${String(timings.entryList)} ms after choosing the folder`,
  });
  const yamlFiles = contentFiles().filter((file) => file.endsWith(".yaml"));
  const before = await readRepository(page, yamlFiles);

  const words =
    "Ira understood how we wanted to live before we could put it into words. Our apartment now feels twice its size.";
  await page.getByText("Home: testimonials", { exact: true }).click();
  const editor = page.getByRole("group", { name: "Content Editor" });
  await (await textbox(page, editor, "Words", 0)).fill(words);
  await expect(editor.getByRole("button", { name: "Save" })).toBeEnabled();
  if (process.env.EDITOR_SCREENSHOT) await screenshot(page);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await readSaved(page, [TESTIMONIALS]))[TESTIMONIALS])
    .not.toBe(before[TESTIMONIALS]);

  const alt = "A parlour at dusk: a sage-green sofa under an arched window, a stone table";
  // After a save the editor closes the entry and goes back to its collection's list; moving on
  // before it has (a page.goto or a new hash) races that navigation and is undone or aborted.
  await page.waitForURL(
    (url) => url.hash.startsWith("#/collections/") && !url.hash.includes("/entries/"),
  );
  await page.evaluate(() => {
    window.location.hash = "#/collections/projects/entries/west-village-townhouse";
  });
  const images = page.getByRole("group", { name: /Images.*Field/ });
  await images.scrollIntoViewIfNeeded();
  await (await textbox(page, images, "Alt text", 1)).fill(alt);
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await readSaved(page, [PROJECT]))[PROJECT])
    .not.toBe(before[PROJECT]);

  const after = await readRepository(page, yamlFiles);
  // Nothing else changed; each file is the old data with the one value changed, in the style
  // of content/, so the save is one line in git.
  for (const file of yamlFiles.filter((name) => name !== TESTIMONIALS && name !== PROJECT)) {
    expect(after[file], file).toBe(before[file]);
  }
  const testimonials = parse(before[TESTIMONIALS] ?? "") as { content: string }[];
  (testimonials[0] ?? { content: "" }).content = words;
  expect(after[TESTIMONIALS]).toBe(editorYaml(testimonials));
  expect(changedLines(before[TESTIMONIALS] ?? "", after[TESTIMONIALS] ?? "")).toEqual([
    `  content: ${words}`,
  ]);
  const project = parse(before[PROJECT] ?? "") as { images: { alt: string }[] };
  (project.images[1] ?? { alt: "" }).alt = alt;
  expect(after[PROJECT]).toBe(editorYaml(project));
  const [line, ...more] = changedLines(before[PROJECT] ?? "", after[PROJECT] ?? "");
  expect(more).toEqual([]);
  expect(line).toContain(alt);

  // The saved files and the real pictures pass the build's content check.
  const copy = mkdtempSync(path.join(tmpdir(), "edited-content-"));
  try {
    cpSync(path.join(ROOT, "content", "images"), path.join(copy, "images"), { recursive: true });
    for (const file of yamlFiles) {
      const target = path.join(copy, path.relative("content", file));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, after[file] ?? "");
    }
    expect(await checkContent(copy)).toEqual([]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  expect(outside, "requests that left the site's origin").toEqual([]);
  expect(
    log.violations.filter((violation) => !KNOWN_VIOLATIONS.some((known) => known.test(violation))),
    "what the editor's policy blocked beyond the two known fetches",
  ).toEqual([]);
});

test("a required field left empty: the editor refuses to save, says why, and the file stays as it was", async ({
  page,
  baseURL,
  errorGuard,
}) => {
  errorGuard.allow(...BLOCKED_AND_UNNEEDED);
  const { outside } = await openEditor(page, baseURL ?? "");
  const [before] = Object.values(await readRepository(page, [TESTIMONIALS]));

  await page.getByText("Home: testimonials", { exact: true }).click();
  const editor = page.getByRole("group", { name: "Content Editor" });
  // The count is fixed (exactly 4): no testimonial can be added.
  await expect(editor.getByRole("button", { name: /Add.*testimonial/ })).toBeDisabled();
  await (await textbox(page, editor, "Name and role", 0)).fill("");
  await editor.getByRole("button", { name: "Save" }).click();

  await expect(page.getByRole("alert").filter({ hasText: /error/i }).first()).toBeVisible();
  await expect(editor.getByText("This field is required.")).toBeVisible();
  // Still editing, nothing written.
  await expect(editor.getByRole("button", { name: "Save" })).toBeVisible();
  expect(Object.values(await readRepository(page, [TESTIMONIALS]))).toEqual([before]);
  expect(outside).toEqual([]);
});

/** docs/editor.png for the README (EDITOR_SCREENSHOT=1): the form, in few colours to stay small. */
async function screenshot(page: Page): Promise<void> {
  const png = await page.screenshot();
  const small = await sharp(png)
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
  mkdirSync(path.join(ROOT, "docs"), { recursive: true });
  writeFileSync(path.join(ROOT, "docs", "editor.png"), small);
  expect(readFileSync(path.join(ROOT, "docs", "editor.png")).length).toBeLessThan(150_000);
}
