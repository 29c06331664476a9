import { z } from "zod";
import { COUNTRY_CODES } from "../../lib/validate-enquiry";
import { atMost, LIMITS, matching, messageText, prose, story, template, text } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** The country codes the form offers: none, and the three the phone rules know (docs/contact-form.md). */
const COUNTRY_VALUES = ["", ...COUNTRY_CODES];

/** The Send button (and "Sending…" on it) holds 15 characters on one line at 320 px. */
const SEND_BUTTON = 15;

/** The hint and message texts the product fixes (docs/contact-form.md). */
const FIXED_BY_THE_PRODUCT =
  "The product fixes these texts word for word (docs/contact-form.md): shown here, they change only with the product, in content/contact.yaml.";

/** One of them: read-only in the editor, so no slip of the keyboard ships. */
const fixedText = () => text(LIMITS.title).meta(editor({ readOnly: true }));

/**
 * `content/contact.yaml`: the questions answered before the form (5 to 8), the enquiry form's
 * labels, country codes, hints and messages, and the copy of the e-mail link offered after a
 * failed send.
 */
export const contactSource = defineSource({
  typeName: "ContactYaml",
  path: "contact.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        heading: text(LIMITS.title),
        note: prose(LIMITS.note),
        image: imageRef(context, { folder: "images/contact", minWidth: MIN_WIDTH.card }),
        questions: z
          .strictObject({
            heading: text(LIMITS.title),
            intro: prose(LIMITS.note),
            items: z
              .array(
                z.strictObject({ question: text(LIMITS.title), answer: story(LIMITS.paragraph) }),
              )
              .min(5, "needs at least 5 questions")
              .max(8, "takes at most 8 questions")
              .meta(editor({ itemLabel: "question" })),
          })
          .meta(
            editor({ hint: "Answered on the contact page before the form: 5 to 8 questions." }),
          ),
        labels: z.strictObject({
          fullName: text(LIMITS.words),
          email: text(LIMITS.words),
          countryCode: text(LIMITS.words),
          phone: text(LIMITS.words),
          optional: text(LIMITS.words),
          message: text(LIMITS.words),
          honeypot: text(LIMITS.label),
          submit: matching(text(SEND_BUTTON), /Send/, 'must contain "Send"'),
          sending: text(SEND_BUTTON),
        }),
        countries: z
          .array(
            z.strictObject({
              value: atMost(z.string(), LIMITS.words).meta(editor({ readOnly: true })),
              label: text(LIMITS.words),
            }),
          )
          .refine(
            (countries) =>
              countries.map((country) => country.value).join(",") === COUNTRY_VALUES.join(","),
            {
              error: `values must be, in order: ${COUNTRY_VALUES.map((v) => `"${v}"`).join(", ")}`,
            },
          )
          .meta(
            editor({
              fixed: true,
              itemLabel: "country code",
              hint: "The codes the phone rules know are fixed; their labels are free.",
            }),
          ),
        hints: z
          .strictObject({
            fullName: fixedText(),
            email: fixedText(),
            message: fixedText(),
          })
          .meta(editor({ hint: FIXED_BY_THE_PRODUCT })),
        alerts: z
          .strictObject({
            phoneMissing: fixedText(),
            phoneInvalid: fixedText(),
            success: fixedText(),
            failure: fixedText(),
          })
          .meta(editor({ hint: FIXED_BY_THE_PRODUCT })),
        pendingNote: template(LIMITS.note, "email").meta(
          editor({
            label: "Note under Send before the form is ready",
            multiline: true,
            hint: "Shown under Send until the page's script has started (a slow phone, JavaScript off or blocked), when Send does nothing yet; {email} stands for the studio's address (Site: e-mail), as a link.",
          }),
        ),
        mailFallback: z
          .strictObject({
            lead: prose(LIMITS.note),
            link: template(LIMITS.label, "email").meta(
              editor({ hint: "{email} stands for the studio's address (Site: e-mail)." }),
            ),
            subject: template(LIMITS.label, "name").meta(
              editor({
                hint: "The e-mail's subject; {name} stands for the visitor's name. The body lists the details with the form's labels, then the message.",
              }),
            ),
            shortened: prose(LIMITS.note).meta(
              editor({
                hint: "Shown under the link when the message was too long for an e-mail link and the link carries a shortened copy.",
              }),
            ),
            shortenedNotice: messageText(LIMITS.caption).meta(
              editor({
                label: "Last line of a shortened e-mail",
                hint: "Ends the e-mail's text when it had to be shortened, after a blank line.",
              }),
            ),
            copy: text(LIMITS.button).meta(editor({ label: "Copy button" })),
            copied: text(LIMITS.title).meta(
              editor({ hint: "Shown once the enquiry is on the clipboard." }),
            ),
            copyRefused: prose(LIMITS.note).meta(
              editor({
                hint: "Shown when the browser does not let the page copy; the whole enquiry is then shown selected below it.",
              }),
            ),
          })
          .meta(
            editor({
              label: "E-mail link after a failed send",
              hint: "Shown under the form only after a send has failed, and gone again once one succeeds: a link that opens the visitor's own e-mail program with their enquiry already written in it.",
            }),
          ),
        whatsapp: z
          .strictObject({
            fallbackLink: text(LIMITS.label).meta(
              editor({
                label: "WhatsApp link after a failed send",
                hint: "Beside the e-mail link after a failed send: opens WhatsApp with the enquiry in it.",
              }),
            ),
            shortenedNotice: messageText(LIMITS.caption).meta(
              editor({
                label: "Last line of a shortened WhatsApp message",
                hint: "Ends the WhatsApp message's text when it had to be shortened to fit in the link, after a blank line.",
              }),
            ),
          })
          .meta(
            editor({
              label: "WhatsApp on the contact page",
              hint: "Used only when Site gives a WhatsApp number: the link beside the studio's address carries the message being written, and after a failed send a second one carries the whole enquiry.",
            }),
          ),
      })
      .meta(editor({ label: "Contact page" })),
});
