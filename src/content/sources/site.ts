import { z } from "zod";
import {
  atMost,
  emailAddress,
  externalUrl,
  filled,
  LIMITS,
  linkTarget,
  matching,
  messageText,
  ogLocale,
  prose,
  text,
  year,
} from "../fields";
import { assetPath, imageRef, MIN_WIDTH } from "../image-ref";
import { type CheckContext, defineSource } from "../source";
import { editor } from "../editor-meta";

/** E.164's 15 digits, its + and a space between every two digits. */
const WHATSAPP_MAX_LENGTH = 30;

/**
 * The studio's WhatsApp number, in international form (E.164: + and the country code, then the
 * number, 7 to 15 digits in all), single spaces between groups allowed. Optional: absent or
 * emptied, the site offers no WhatsApp link (docs/pages.md, WhatsApp).
 */
const whatsappNumber = () =>
  matching(
    atMost(z.string().trim(), WHATSAPP_MAX_LENGTH),
    /^(?:\+[1-9](?: ?[0-9]){6,14})?$/,
    "must be an international number: +, the country code and the number, such as +1 212 555 0142",
  )
    .nullish()
    .meta(
      editor({
        label: "WhatsApp number",
        hint: "Optional: + and the country code, then the number (spaces allowed), such as +91 98200 12345. Leave it empty to offer no WhatsApp link.",
      }),
    );

const link = (context: CheckContext) =>
  z.strictObject({ label: text(LIMITS.words), to: linkTarget(context) });

/** `content/site.yaml`: the studio's identity and the copy of the site shell. */
export const siteSource = defineSource({
  typeName: "SiteYaml",
  path: "site.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        name: text(LIMITS.words),
        shortName: atMost(filled(), 12, "to fit under a home-screen icon").meta(
          editor({
            hint: "Under the icon when the site is added to a phone's home screen (at most 12 characters).",
          }),
        ),
        description: prose(LIMITS.note),
        founded: year(1900, 2100),
        designer: z.strictObject({ name: text(LIMITS.label), role: text(LIMITS.label) }),
        email: emailAddress(),
        whatsapp: whatsappNumber(),
        whatsappLink: z
          .strictObject({
            label: text(LIMITS.label).meta(editor({ label: "Words on the link" })),
            greeting: messageText(LIMITS.note).meta(
              editor({ hint: "The message WhatsApp opens with; the visitor can change it." }),
            ),
          })
          .meta(
            editor({
              label: "WhatsApp link",
              hint: "In the footer and on the contact page, when a WhatsApp number is given.",
            }),
          ),
        locale: ogLocale().meta(
          editor({
            hint: "The language and region of the copy, for sharing cards (Open Graph og:locale), such as en_GB.",
          }),
        ),
        logoMark: assetPath(context, { vector: true, folder: "images/brand" }),
        socialImage: imageRef(context, { folder: "images/brand", minWidth: MIN_WIDTH.page }).meta(
          editor({ hint: "The picture sharing cards show for pages that have none of their own." }),
        ),
        social: z
          .array(
            z.strictObject({
              label: text(LIMITS.label),
              url: externalUrl().meta(editor({ label: "Address" })),
            }),
          )
          .min(1, "needs at least one profile"),
        navigation: z.array(link(context)).min(1, "needs at least one link"),
        footer: z.strictObject({
          blurb: prose(LIMITS.note),
          linksHeading: text(LIMITS.label),
          links: z.array(link(context)).min(1, "needs at least one link"),
          contactHeading: text(LIMITS.label),
          followHeading: text(LIMITS.label),
          copyrightHolder: text(LIMITS.label),
          rightsNotice: text(LIMITS.title),
        }),
        labels: z.strictObject({
          skipLink: text(LIMITS.label),
          mainNavigation: text(LIMITS.label),
          footerNavigation: text(LIMITS.label),
          menu: text(LIMITS.words),
          opensInNewTab: text(LIMITS.label),
          loadError: z
            .strictObject({
              heading: text(LIMITS.title),
              text: prose(LIMITS.note),
              retry: text(LIMITS.button),
            })
            .meta(
              editor({
                hint: "Shown when a page's code, or a part of it, fails to load (after a new deploy, on a dropped connection).",
              }),
            ),
        }),
      })
      .meta(editor({ label: "Site: identity, navigation and footer" })),
});
