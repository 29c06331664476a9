/** What components that read the studio's identity get in tests (content/site.yaml, SITE_URL). */

export const SITE = "https://www.studioanvaya.example";

export function socialImage(name: string, alt: string): Queries.SocialImageFragment {
  return {
    alt,
    src: {
      childImageSharp: {
        resize: { src: `/static/${name}/ec3c9/${name}.jpg`, width: 1200, height: 630 },
      },
    },
  };
}

/** What the `SiteIdentity` static query returns for the studio (content/site.yaml). */
export const siteIdentity: Queries.SiteIdentityQuery = {
  site: { buildYear: "2026", siteMetadata: { siteUrl: SITE } },
  siteYaml: {
    name: "Studio Anvaya",
    description: "Studio Anvaya is an interior design and architecture studio.",
    founded: 2014,
    email: "hello@studioanvaya.example",
    whatsapp: "+1 212 555 0142",
    whatsappLink: {
      label: "Message us on WhatsApp",
      greeting: "Hello Studio Anvaya! I would like to talk about a project.",
    },
    locale: "en_GB",
    designer: { name: "Ira Mehta", role: "Founder & Principal Designer" },
    logoMark: { publicURL: "/static/logo/logo-mark.svg" },
    socialImage: socialImage("social-share", "A sunlit living room"),
    social: [
      { label: "Instagram", url: "https://www.instagram.com/studioanvaya/" },
      { label: "LinkedIn", url: "https://www.linkedin.com/company/studioanvaya/" },
    ],
    navigation: [{ label: "HOME", to: "/" }],
    footer: {
      blurb: "Homes and workplaces that feel quietly right.",
      linksHeading: "Explore",
      contactHeading: "Write to us",
      followHeading: "Follow the studio",
      copyrightHolder: "Studio Anvaya",
      rightsNotice: "All rights reserved.",
      links: [{ label: "About", to: "/about" }],
    },
    labels: {
      skipLink: "Skip to content",
      mainNavigation: "Main",
      footerNavigation: "Footer",
      menu: "Menu",
      opensInNewTab: "(opens in a new tab)",
    },
  },
  homePage: { path: "/", breadcrumb: "Home" },
};
