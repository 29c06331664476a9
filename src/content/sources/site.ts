import { z } from "zod";
import { emailAddress, externalUrl, internalPath, ogLocale, text } from "../fields";
import { assetPath, imageRef } from "../image-ref";
import { defineSource } from "../source";

const link = () => z.strictObject({ label: text(), to: internalPath() });

/** `content/site.yaml`: the studio's identity and the copy of the site shell. */
export const siteSource = defineSource({
  typeName: "SiteYaml",
  path: "site.yaml",
  shape: "object",
  entry: (context) =>
    z.strictObject({
      name: text(),
      shortName: text().max(12, "should stay within 12 characters to fit under a home-screen icon"),
      description: text(),
      founded: z.number().int().min(1900).max(2100),
      designer: z.strictObject({ name: text(), role: text() }),
      email: emailAddress(),
      locale: ogLocale(),
      logoMark: assetPath(context, { vector: true }),
      socialImage: imageRef(context),
      social: z
        .array(z.strictObject({ label: text(), url: externalUrl() }))
        .min(1, "needs at least one profile"),
      navigation: z.array(link()).min(1, "needs at least one link"),
      footer: z.strictObject({
        blurb: text(),
        linksHeading: text(),
        links: z.array(link()).min(1, "needs at least one link"),
        contactHeading: text(),
        followHeading: text(),
        copyrightHolder: text(),
        rightsNotice: text(),
      }),
      labels: z.strictObject({
        skipLink: text(),
        mainNavigation: text(),
        footerNavigation: text(),
        openMenu: text(),
        closeMenu: text(),
        opensInNewTab: text(),
      }),
    }),
});
