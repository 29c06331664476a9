import type { ReactNode } from "react";
import { useSiteIdentity } from "../../hooks/use-site-identity";

interface SeoProps {
  /** The page's own title; the home page passes none and gets the studio's tagline. */
  title?: string;
  description?: string;
  /** The page's path, for the canonical address. */
  pathname: string;
  children?: ReactNode;
}

/**
 * Document title, description, canonical address and sharing cards for one page's `Head`.
 * Icons, the manifest and `theme-color` are the same on every page: gatsby-plugin-manifest writes
 * them once (gatsby-config.ts).
 */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const site = useSiteIdentity();
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const metaDescription = description ?? site.description;
  const url = new URL(pathname, site.siteUrl).href;
  const image = site.socialImage.src.publicURL
    ? new URL(site.socialImage.src.publicURL, site.siteUrl).href
    : undefined;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image ? <meta property="og:image:alt" content={site.socialImage.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  );
}
