import { z } from "zod";
import { COUNTRY_CODES } from "../../lib/validate-enquiry";
import { template, text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** The country codes the form offers: none, and the three the phone rules know (SPEC §9). */
const COUNTRY_VALUES = ["", ...COUNTRY_CODES];

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
    z.strictObject({
      heading: text(),
      note: text(),
      image: imageRef(context),
      questions: z.strictObject({
        heading: text(),
        intro: text(),
        items: z
          .array(z.strictObject({ question: text(), answer: text() }))
          .min(5, "needs at least 5 questions")
          .max(8, "takes at most 8 questions"),
      }),
      labels: z.strictObject({
        fullName: text(),
        email: text(),
        countryCode: text(),
        phone: text(),
        optional: text(),
        message: text(),
        honeypot: text(),
        submit: text().refine((label) => label.includes("Send"), {
          error: 'must contain "Send"',
        }),
        sending: text(),
      }),
      countries: z
        .array(z.strictObject({ value: z.string(), label: text() }))
        .refine(
          (countries) =>
            countries.map((country) => country.value).join(",") === COUNTRY_VALUES.join(","),
          { error: `values must be, in order: ${COUNTRY_VALUES.map((v) => `"${v}"`).join(", ")}` },
        ),
      hints: z.strictObject({ fullName: text(), email: text(), message: text() }),
      alerts: z.strictObject({
        phoneMissing: text(),
        phoneInvalid: text(),
        success: text(),
        failure: text(),
      }),
      mailFallback: z.strictObject({
        lead: text(),
        link: template("email"),
        subject: template("name"),
      }),
    }),
});
