import { graphql, useStaticQuery } from "gatsby";

/**
 * The studio's identity and shell copy from `content/site.yaml`, plus the build year and the
 * public address (SITE_URL) that canonical links, sharing cards and structured data are built on.
 */
export function useSiteIdentity() {
  const data = useStaticQuery<Queries.SiteIdentityQuery>(graphql`
    query SiteIdentity {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        description
        founded
        designer {
          name
          role
        }
        email
        whatsapp
        whatsappLink {
          label
          greeting
        }
        locale
        logoMark {
          publicURL
        }
        socialImage {
          ...SocialImage
        }
        social {
          label
          url
        }
        navigation {
          label
          to
        }
        footer {
          blurb
          linksHeading
          links {
            label
            to
          }
          contactHeading
          followHeading
          copyrightHolder
          rightsNotice
        }
        labels {
          skipLink
          mainNavigation
          footerNavigation
          menu
          opensInNewTab
        }
      }
      homePage: pagesYaml(slug: { eq: "home" }) {
        path
        breadcrumb
      }
    }
  `);
  const { site, siteYaml, homePage } = data;
  if (!site?.siteMetadata?.siteUrl || !site.buildYear || !siteYaml || !homePage) {
    throw new Error(
      "useSiteIdentity: content/site.yaml, the home entry of content/pages.yaml or gatsby-config siteMetadata is missing",
    );
  }
  return {
    ...siteYaml,
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: site.buildYear,
    /** The first step of every breadcrumb trail. */
    homeCrumb: { name: homePage.breadcrumb, path: homePage.path },
  };
}

export type SiteIdentity = ReturnType<typeof useSiteIdentity>;
