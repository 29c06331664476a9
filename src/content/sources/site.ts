import { z } from "zod";
import {
  atMost,
  emailAddress,
  externalUrl,
  LIMITS,
  linkTarget,
  ogLocale,
  prose,
  text,
} from "../fields";
import { assetPath, imageRef } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

const link = () => z.strictObject({ label: text(LIMITS.words), to: linkTarget() });

/** `content/site.yaml`: the studio's identity and the copy of the site shell. */
export const siteSource = defineSource({
  typeName: "SiteYaml",
  path: "site.yaml",
  shape: "object",
  entry: (context) =>
    z
      .strictObject({
        name: text(LIMITS.words),
        shortName: atMost(
          z.string().trim().min(1, "must not be empty"),
          12,
          "to fit under a home-screen icon",
        ).meta(
            editor({
              hint: "Under the icon when the site is added to a phone's home screen (at most 12 characters).",
            }),
          ),
        description: prose(LIMITS.note),
        founded: z.number().int().min(1900).max(2100),
        designer: z.strictObject({ name: text(LIMITS.label), role: text(LIMITS.label) }),
        email: emailAddress(),
        locale: ogLocale().meta(
          editor({
            hint: "The language and region of the copy, for sharing cards (Open Graph og:locale), such as en_GB.",
          }),
        ),
        logoMark: assetPath(context, { vector: true, folder: "images/brand" }),
        socialImage: imageRef(context, { folder: "images/brand" }).meta(
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
        navigation: z.array(link()).min(1, "needs at least one link"),
        footer: z.strictObject({
          blurb: prose(LIMITS.note),
          linksHeading: text(LIMITS.label),
          links: z.array(link()).min(1, "needs at least one link"),
          contactHeading: text(LIMITS.label),
          followHeading: text(LIMITS.label),
          copyrightHolder: text(LIMITS.label),
          rightsNotice: text(LIMITS.title),
        }),
        labels: z.strictObject({
          skipLink: text(LIMITS.label),
          mainNavigation: text(LIMITS.label),
          footerNavigation: text(LIMITS.label),
          openMenu: text(LIMITS.words),
          closeMenu: text(LIMITS.words),
          opensInNewTab: text(LIMITS.label),
        }),
      })
      .meta(editor({ label: "Site: identity, navigation and footer" })),
});
