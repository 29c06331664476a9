import type { ReactNode } from "react";
import { useSiteIdentity } from "../../../hooks/use-site-identity";
import { documentTitle } from "../../../lib/document-title";
import { absoluteUrl, canonicalPath } from "../../../lib/site-url";
import {
  type Crumb,
  type WorkFacts,
  breadcrumbStructuredData,
  studioStructuredData,
  workStructuredData,
} from "../../../lib/structured-data";
import { required } from "../../../utils/required";
import { JsonLd } from "../JsonLd/JsonLd";

/** A picture for sharing cards, as the `SocialImage` fragment returns it. */
export type SocialImage = Queries.SocialImageFragment;

interface SeoProps {
  /**
   * The page's title from content: the tab reads "<title> — <studio>", and on the home page
   * (`describesStudio`) "<studio> — <title>", so the studio's name leads where it is the subject.
   */
  title: string;
  /** The page's description from content (50 to 160 characters, held by the content check). */
  description: string;
  /** The page's path (`location.pathname`), for its canonical address. */
  pathname: string;
  /** The page's own sharing picture (a project's cover, a page's image); else the site's. */
  image?: SocialImage | null;
  /** Open Graph type: `article` for a project's page, `website` for the rest. */
  type?: "website" | "article";
  /** Keeps the page out of search results (the 404 page): `noindex`, and no canonical address. */
  noindex?: boolean;
  /** This page's short name in its breadcrumb trail, which then reads Home › parents › name. */
  breadcrumb?: string;
  /** Pages between Home and this one (the gallery, for a project). */
  breadcrumbParents?: readonly Crumb[];
  /** The page presents the studio itself (the home page): its full structured data. */
  describesStudio?: boolean;
  /** The project the page shows, described as a creative work by the studio. */
  work?: Omit<WorkFacts, "path">;
  children?: ReactNode;
}

interface SharingPicture {
  url: string;
  width: number;
  height: number;
  alt: string;
}

function sharingPicture(image: SocialImage | null | undefined, siteUrl: string) {
  const resized = image?.src.childImageSharp?.resize;
  if (!image || !resized?.src || !resized.width || !resized.height) return null;
  return {
    url: absoluteUrl(siteUrl, resized.src),
    width: resized.width,
    height: resized.height,
    alt: image.alt,
  } satisfies SharingPicture;
}

/**
 * Everything one page's `Head` says about it to browsers, search engines and sharing cards:
 * title, description, canonical address, Open Graph and Twitter tags, and schema.org JSON-LD.
 * Icons, the manifest and `theme-color` are the same on every page, so gatsby-plugin-manifest
 * writes them once (gatsby-config.ts), not this component.
 */
export function Seo({
  title,
  description,
  pathname,
  image,
  type = "website",
  noindex = false,
  breadcrumb,
  breadcrumbParents = [],
  describesStudio = false,
  work,
  children,
}: SeoProps) {
  const site = useSiteIdentity();
  const fullTitle = documentTitle(title, site.name, describesStudio);
  const path = canonicalPath(pathname);
  const url = absoluteUrl(site.siteUrl, path);
  const siteImage = sharingPicture(site.socialImage, site.siteUrl);
  const picture = sharingPicture(image, site.siteUrl) ?? siteImage;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {noindex ? null : <meta property="og:url" content={url} />}
      {picture ? (
        <>
          <meta property="og:image" content={picture.url} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(picture.width)} />
          <meta property="og:image:height" content={String(picture.height)} />
          <meta property="og:image:alt" content={picture.alt} />
        </>
      ) : null}
      {/* X reads the title, description and picture from Open Graph when its own tags are
          missing: only the card's kind and the picture's words are written for it. */}
      <meta name="twitter:card" content="summary_large_image" />
      {picture ? <meta name="twitter:image:alt" content={picture.alt} /> : null}
      {describesStudio ? (
        <JsonLd
          data={studioStructuredData(site.siteUrl, {
            name: site.name,
            description: site.description,
            founded: site.founded,
            founder: { name: site.designer.name, jobTitle: site.designer.role },
            email: site.email,
            phone: site.whatsapp ?? null,
            sameAs: site.social.map((profile) => profile.url),
            logoPath: required(site.logoMark.publicURL, "content/site.yaml: logoMark file"),
            imagePath: required(siteImage, "content/site.yaml: socialImage as a JPEG").url,
          })}
        />
      ) : null}
      {breadcrumb && !noindex ? (
        <JsonLd
          data={breadcrumbStructuredData(site.siteUrl, [
            site.homeCrumb,
            ...breadcrumbParents,
            { name: breadcrumb, path },
          ])}
        />
      ) : null}
      {work ? (
        <JsonLd data={workStructuredData(site.siteUrl, { ...work, path }, site.name)} />
      ) : null}
      {children}
    </>
  );
}
