import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { projectUrl } from "../src/lib/project-enquiry";
import { shortlistLine } from "../src/lib/shortlist-message";
import { whatsappUrl } from "../src/lib/whatsapp";
import { fillTemplate } from "../src/utils/fill-template";
import { expectNoAxeViolations } from "./support/axe";
import { savedEnquiries, watchEnquiries } from "./support/outbox";
import { content, SITE_URL } from "./support/content";
import { expect, test } from "./support/fixtures";
import { open, reload } from "./support/site";

/**
 * The shortlist's journey (docs/pages.md, Shortlist): "Start a project like this" and pictures
 * saved on a project page and in the gallery travel to /contact and, added to the message,
 * through the outbox, not into the WhatsApp link. Its rules are jest's.
 */

const words = content.shortlist();
const site = content.site();
const { labels } = content.contact();
const [project, other] = content.projects();
if (!project || !other) throw new Error("the gallery needs two projects");
const [, first, second] = project.images;
if (!first || !second) throw new Error(`${project.slug} needs three pictures`);

const saveButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const message = (page: Page) => page.getByLabel(labels.message, { exact: true });
const addButton = (page: Page) => page.getByRole("button", { name: words.panel.add });
async function save(page: Page, name: string): Promise<void> {
  await saveButton(page, name).click();
  await expect(saveButton(page, name)).toHaveAttribute("aria-pressed", "true");
}

test("Start a project like this, pictures saved on a project page and in the gallery: the enquiry carries them to the studio", async ({
  page,
}, testInfo) => {
  const seen = watchEnquiries(page);
  const savePicture = (alt: string) => fillTemplate(words.save.picture, { description: alt });
  const saveProject = fillTemplate(words.save.project, { title: other.title });
  const opening = fillTemplate(words.startProject.sentence, {
    title: project.title,
    url: projectUrl(SITE_URL, project.slug),
  });

  await test.step("two pictures saved, then Start a project like this", async () => {
    await open(page, `/projects/${project.slug}`);
    for (const picture of [first, second]) await save(page, savePicture(picture.alt));
    await page.getByRole("link", { name: words.startProject.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(message(page)).toHaveValue(opening);
  });

  await test.step("a project saved in the gallery, kept across a reload", async () => {
    await open(page, "/projects");
    await save(page, saveProject);
    await reload(page);
    await expect(saveButton(page, saveProject)).toHaveAttribute("aria-pressed", "true");
  });

  const panel = page.getByRole("region", { name: words.panel.heading });
  await test.step("on /contact: the draft kept, all three shown, one removed", async () => {
    await open(page, "/contact");
    await expect(message(page), "the draft kept").toHaveValue(opening);
    await expect(panel.getByRole("listitem")).toHaveCount(3);
    await expect(panel.getByRole("img", { name: first.alt })).toBeVisible();
    await expectNoAxeViolations(page, testInfo);
    const remove = fillTemplate(words.panel.removeName, { name: second.alt });
    await panel.getByRole("button", { name: remove }).click();
    await expect(panel.getByRole("listitem")).toHaveCount(2);
  });

  const reference = randomUUID();
  const typed = `${opening} Reference ${reference}.`;
  const lines = [
    shortlistLine(
      { title: project.title, description: first.alt, url: projectUrl(SITE_URL, project.slug) },
      words.message,
    ),
    shortlistLine(
      { title: other.title, description: null, url: projectUrl(SITE_URL, other.slug) },
      words.message,
    ),
  ];
  const added = `${typed}\n\n${[words.message.heading, ...lines].join("\n")}`;
  await test.step("the list added to the message, once, kept by the draft", async () => {
    await page.getByLabel(labels.fullName, { exact: true }).fill("Ira Visitor");
    await page.getByLabel(labels.email, { exact: true }).fill("visitor@example.com");
    await message(page).fill(typed);
    await addButton(page).click();
    await expect(message(page)).toHaveValue(added);
    if (site.whatsapp) {
      const whatsapp = page.getByRole("main").getByRole("link", { name: site.whatsappLink.label });
      const greeting = whatsappUrl(site.whatsapp, site.whatsappLink.greeting);
      await expect(whatsapp, "its greeting alone").toHaveAttribute("href", greeting);
    }
    await reload(page);
    await expect(message(page)).toHaveValue(added);
    await addButton(page).click();
    await expect(page.getByText(words.panel.alreadyAdded)).toBeVisible();
    await expect(message(page)).toHaveValue(added);
  });

  await test.step("sent: the outbox holds the four parameters, the shortlist in the message", async () => {
    await page.getByRole("button", { name: labels.submit }).click();
    await expect.poll(() => seen.alerts).toEqual(["Message sent successfully!"]);
    await expect
      .poll(() => savedEnquiries(reference))
      .toEqual([
        { fullName: "Ira Visitor", email: "visitor@example.com", user_phone: "", message: added },
      ]);
  });
});
