import { z } from "zod";
import { LIMITS, prose, template, text } from "../fields";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/**
 * Words on the two buttons whose wording the product fixes ("Add my shortlist to the message",
 * "Start a project like this"): longer than a button's one line at 320 px, they take two there.
 */
const LONG_BUTTON = 40;

/** Read after the button's words, the accessible name must begin with them (WCAG 2.5.3). */
const BEGINS_WITH_WORDS =
  "Screen readers read it as the button's name: begin it with the button's words.";

/**
 * `content/shortlist.yaml`: the words of the shortlist (docs/pages.md, Shortlist): the Save
 * buttons on pictures and project cards, the shortlist on the contact page, the list it adds to
 * the message, and "Start a project like this" at the end of each project page.
 */
export const shortlistSource = defineSource({
  typeName: "ShortlistYaml",
  path: "shortlist.yaml",
  shape: "object",
  entry: () =>
    z
      .strictObject({
        save: z
          .strictObject({
            label: text(LIMITS.button).meta(editor({ label: "Words on the button" })),
            picture: template(LIMITS.label, "description").meta(
              editor({
                label: "Name for a picture",
                hint: `{description} stands for the picture's description. ${BEGINS_WITH_WORDS}`,
              }),
            ),
            project: template(LIMITS.label, "title").meta(
              editor({
                label: "Name for a project card",
                hint: `{title} stands for the project's title. ${BEGINS_WITH_WORDS}`,
              }),
            ),
            saved: template(LIMITS.label, "name").meta(
              editor({
                hint: "Said by screen readers after saving; {name} stands for the picture's description or the project's title.",
              }),
            ),
            removed: template(LIMITS.label, "name").meta(
              editor({ hint: "Said by screen readers after removing; {name} as above." }),
            ),
            full: template(LIMITS.title, "name").meta(
              editor({
                hint: "Said by screen readers when the shortlist already holds the most it can (60) and nothing is saved; {name} as above.",
              }),
            ),
          })
          .meta(editor({ hint: "The Save button on each project picture and gallery card." })),
        panel: z
          .strictObject({
            heading: text(LIMITS.title),
            intro: prose(LIMITS.note),
            wholeProject: text(LIMITS.label).meta(
              editor({
                hint: "Beside a project saved from the gallery (rather than one picture).",
              }),
            ),
            remove: text(LIMITS.button).meta(editor({ label: "Remove: words on the button" })),
            removeName: template(LIMITS.label, "name").meta(
              editor({
                label: "Remove: name",
                hint: `{name} stands for the picture's description or the project's title. ${BEGINS_WITH_WORDS}`,
              }),
            ),
            add: text(LONG_BUTTON).meta(
              editor({ label: "Add to the message: words on the button" }),
            ),
            added: template(LIMITS.title, "count").meta(
              editor({ hint: "After adding; {count} stands for how many were added." }),
            ),
            leftOut: template(LIMITS.title, "count").meta(
              editor({
                hint: "After adding, when the message's 1,000 characters could not hold them all; {count} stands for how many were left out.",
              }),
            ),
            alreadyAdded: text(LIMITS.title).meta(
              editor({ hint: "When everything saved is already in the message." }),
            ),
          })
          .meta(
            editor({
              hint: "Above the enquiry form on the contact page, shown only to visitors who saved something.",
            }),
          ),
        message: z
          .strictObject({
            heading: text(LIMITS.label).meta(
              editor({ hint: "The line before the list, in the message." }),
            ),
            picture: template(LIMITS.label, "title", "description", "url").meta(
              editor({
                label: "A picture's line",
                hint: "{title}: the project's title, {description}: the picture's, {url}: the project page's address.",
              }),
            ),
            project: template(LIMITS.label, "title", "url").meta(
              editor({
                label: "A project's line",
                hint: "{title}: the project's title, {url}: the project page's address.",
              }),
            ),
            leftOut: template(LIMITS.label, "count").meta(
              editor({
                label: "Left out",
                hint: "Last line, when some did not fit; {count} stands for how many.",
              }),
            ),
          })
          .meta(
            editor({
              hint: "The plain-text list “Add my shortlist to the message” puts after what the visitor wrote.",
            }),
          ),
        startProject: z
          .strictObject({
            lead: prose(LIMITS.note).meta(
              editor({ hint: "Before the link, at the end of each project page." }),
            ),
            label: text(LONG_BUTTON).meta(editor({ label: "Words on the link" })),
            sentence: template(LIMITS.title, "title", "url").meta(
              editor({
                label: "Opening sentence",
                hint: "How the message on the contact page begins when the visitor comes from this link; {title}: the project's title, {url}: its page's address. The visitor can change it.",
              }),
            ),
            started: template(LIMITS.title, "title").meta(
              editor({
                label: "Said when the message is started",
                hint: "Read out by screen readers on the contact page once the opening sentence is in the message, which sits below the questions; {title}: the project's title.",
              }),
            ),
          })
          .meta(editor({ label: "Start a project like this" })),
      })
      .meta(editor({ label: "Shortlist and “Start a project like this”" })),
});
