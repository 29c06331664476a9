import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { readEntry } from "../src/content/read-content";
import { shortlistSource } from "../src/content/sources/shortlist";
import { siteSource } from "../src/content/sources/site";
import { expectNoAxeViolations } from "./support/axe";
import { contactContent } from "./support/contact-content";
import { expect, test } from "./support/fixtures";
import { fillLabel, projectsInGalleryOrder } from "./support/gallery-content";
import { OUTBOX_DIR, SEND_URL } from "./support/outbox";
import { escapeRegExp } from "./support/regexp";
import { open, waitForHydration } from "./support/site";

/**
 * The shortlist's journey on the built site (docs/pages.md, Shortlist and WhatsApp): "Start a
 * project like this" and pictures saved on a project page and a project in the gallery travel to
 * /contact and, added to the message, to the studio through the outbox, and into the WhatsApp
 * link. The rules (the store, the message within 1,000 characters, the parameter written once,
 * the links' cap, the failure fallback) are jest's (src/lib, src/components/shortlist,
 * src/components/contact).
 */

test.slow();

const words = readEntry(shortlistSource);
const site = readEntry(siteSource);
const { labels } = contactContent();
const [project, other] = projectsInGalleryOrder();
if (!project || !other) throw new Error("the gallery needs two projects");
const [, first, second] = project.images;
if (!first || !second) throw new Error(`${project.slug} needs three pictures`);
const WA_ME = `https://wa.me/${(site.whatsapp ?? "").replace(/\D/g, "")}?text=`;

const saveButton = (page: Page, name: string) =>
  page.getByRole("button", { name: fillLabel(words.save.picture, { description: name }) });
const message = (page: Page) => page.getByLabel(labels.message, { exact: true });
const addButton = (page: Page) => page.getByRole("button", { name: words.panel.add });
const VISITOR = { fullName: "Ira Visitor", email: "visitor@example.com" };

/** The enquiries the outbox wrote whose message contains `text`. */
function inOutbox(text: string): { template_params: Record<string, string> }[] {
  const dir = path.resolve(__dirname, "..", OUTBOX_DIR);
  const files = readdirSync(dir, { withFileTypes: true }).filter((file) => file.isFile());
  return files
    .map((file) => readFileSync(path.join(dir, file.name), "utf8"))
    .filter((json) => json.includes(text))
    .map((json) => JSON.parse(json) as { template_params: Record<string, string> });
}

/** The text a wa.me link opens WhatsApp with. */
async function whatsappText(scope: Locator, name: string): Promise<string> {
  const link = scope.getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(WA_ME), href).toBe(true);
  return new URL(href).searchParams.get("text") ?? "";
}

test("Start a project like this, pictures saved on a project page and in the gallery: the enquiry carries them to the studio and to WhatsApp", async ({
  page,
}, testInfo) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await open(page, `/projects/${project.slug}`);
  for (const picture of [first, second]) {
    await saveButton(page, picture.alt).click();
    await expect(saveButton(page, picture.alt)).toHaveAttribute("aria-pressed", "true");
  }

  // "Start a project like this": the message opens with the sentence, the address forgets it.
  await page.getByRole("link", { name: words.startProject.label }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const [before = "", after = ""] = words.startProject.sentence.split("{url}");
  const url = (slug: string) => `https?://\\S+/projects/${slug}`;
  const start = escapeRegExp(fillLabel(before, { title: project.title }));
  const sentence = new RegExp(`^${start}${url(project.slug)}${escapeRegExp(after)}$`);
  await expect(message(page)).toHaveValue(sentence);
  const opening = await message(page).inputValue();
  const main = page.getByRole("main");
  expect(await whatsappText(main, site.whatsappLink.label)).toBe(
    `${site.whatsappLink.greeting}\n\n${opening}`,
  );

  await open(page, "/projects");
  const card = page.getByRole("button", {
    name: fillLabel(words.save.project, { title: other.title }),
  });
  await card.click();
  await page.reload();
  await waitForHydration(page);
  await expect(card, "kept across a reload").toHaveAttribute("aria-pressed", "true");

  await open(page, "/contact");
  await expect(message(page), "the draft kept").toHaveValue(opening);
  const panel = page.getByRole("region", { name: words.panel.heading });
  await expect(panel.getByRole("listitem")).toHaveCount(3);
  await expect(panel.getByRole("img", { name: first.alt })).toBeVisible();
  await expectNoAxeViolations(page, testInfo);
  await panel
    .getByRole("button", { name: fillLabel(words.panel.removeName, { name: second.alt }) })
    .click();
  await expect(panel.getByRole("listitem")).toHaveCount(2);

  const reference = `Reference ${randomUUID()}.`;
  await page.getByLabel(labels.fullName, { exact: true }).fill(VISITOR.fullName);
  await page.getByLabel(labels.email, { exact: true }).fill(VISITOR.email);
  await message(page).fill(`${opening} ${reference}`);
  await addButton(page).click();
  const lines = [
    `${escapeRegExp(`${project.title}: ${first.alt}`)} \\(${url(project.slug)}\\)`,
    `${escapeRegExp(other.title)} \\(${url(other.slug)}\\)`,
  ];
  for (const line of lines) await expect(message(page)).toHaveValue(new RegExp(`^- ${line}$`, "m"));
  const added = await message(page).inputValue();
  expect(added).not.toContain(second.alt);
  expect(await whatsappText(main, site.whatsappLink.label)).toBe(
    `${site.whatsappLink.greeting}\n\n${added}`,
  );

  // The draft keeps the list across a reload, and a second press adds nothing twice.
  await page.reload();
  await waitForHydration(page);
  await expect(message(page)).toHaveValue(added);
  await addButton(page).click();
  await expect(page.getByText(words.panel.alreadyAdded)).toBeVisible();
  await expect(message(page)).toHaveValue(added);

  const sent = page.waitForResponse((response) => response.url() === SEND_URL);
  await page.getByRole("button", { name: /Send/ }).click();
  expect((await sent).status()).toBe(200);
  await expect.poll(() => alerts).toEqual(["Message sent successfully!"]);
  // The payload's four parameters, the shortlist in the message.
  await expect
    .poll(() => inOutbox(reference).map((saved) => saved.template_params))
    .toEqual([{ ...VISITOR, user_phone: "", message: added }]);
});
