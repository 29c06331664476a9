import { z } from "zod";
import { PLACEHOLDER, readForConfig } from "./config-content";
import { tokenValue } from "./design-tokens";

/**
 * Options for gatsby-plugin-manifest, which writes `/manifest.webmanifest` and generates every
 * icon size (and the favicons) from one square source. Names come from `content/site.yaml` and
 * colours from the design tokens, so that neither is written twice.
 */
export interface WebAppManifestOptions {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  /** The one source artwork, relative to the repository root: square, SVG or at least 512 px. */
  icon: string;
  /** What the plugin makes from `icon` and lists in the manifest. */
  icons: { src: string; sizes: string; type: string }[];
  /** Adds an `apple-touch-icon` link per icon (iOS home screens ignore the manifest). */
  legacy: boolean;
  /** Adds a PNG favicon and, as the source is SVG, an SVG favicon link. */
  include_favicon: boolean;
  /** The plugin writes the page's one `theme-color` meta tag; `Seo` does not. */
  theme_color_in_head: boolean;
}

/** The fields of `content/site.yaml` the manifest names the site with. */
export interface ManifestIdentity {
  name: string;
  shortName: string;
  description: string;
}

/** 180 px for iOS, 192 and 512 px as Chrome asks of an installable site. */
const ICON_SIZES = [180, 192, 512] as const;

/** The manifest's options from the studio's identity, the token stylesheet and the icon's path. */
export function webAppManifestOptions(
  identity: ManifestIdentity,
  tokensCss: string,
  icon: string,
): WebAppManifestOptions {
  return {
    name: identity.name,
    short_name: identity.shortName,
    description: identity.description,
    lang: "en",
    start_url: "/",
    display: "standalone",
    background_color: tokenValue(tokensCss, "--color-bg"),
    theme_color: tokenValue(tokensCss, "--color-bg"),
    icon,
    icons: ICON_SIZES.map((size) => ({
      src: `icons/icon-${size}x${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
    legacy: true,
    include_favicon: true,
    theme_color_in_head: true,
  };
}

const identitySchema = z.object({
  name: z.string().trim().min(1),
  shortName: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

/** The identity from `content/site.yaml`, for gatsby-config (`readForConfig`). */
export function readManifestIdentity(siteYamlFile: string): ManifestIdentity {
  return readForConfig(siteYamlFile, identitySchema, {
    name: PLACEHOLDER,
    shortName: PLACEHOLDER,
    description: PLACEHOLDER,
  });
}
