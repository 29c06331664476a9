import { graphql, useStaticQuery } from "gatsby";

/** The studio's identity and shell copy from `content/site.yaml`, plus the build year. */
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
        tagline
        description
        email
        logoMark {
          publicURL
        }
        socialImage {
          src {
            publicURL
          }
          alt
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
          openMenu
          closeMenu
          opensInNewTab
        }
      }
    }
  `);
  const { site, siteYaml } = data;
  if (!site?.siteMetadata?.siteUrl || !site.buildYear || !siteYaml) {
    throw new Error("useSiteIdentity: content/site.yaml or gatsby-config siteMetadata is missing");
  }
  return {
    ...siteYaml,
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: site.buildYear,
  };
}

export type SiteIdentity = ReturnType<typeof useSiteIdentity>;
