import type { GatsbyConfig } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { yamlTypeName } from "./src/content/registry";
import { absoluteUrl, siteUrlFrom } from "./src/lib/site-url";
import { bundleEnvironment } from "./src/deploy/bundle-environment";
import { readLoadErrorLabels } from "./src/build/config-content";
import { readManifestIdentity, webAppManifestOptions } from "./src/build/web-app-manifest";
import { overridesOff } from "./plugins/gatsby-overrides/options";

const contentDir = path.resolve(__dirname, "content");
// Read as the bundle's variables are: the environment over `.env.production`.
const siteUrl = siteUrlFrom(bundleEnvironment(__dirname, process.env));

/**
 * The one source of every icon: gatsby-plugin-manifest renders the favicons, the touch icon and
 * the manifest's icons from it, and serves it as the SVG favicon: a square, full-bleed tile, so no
 * size needs its own artwork.
 */
const appIcon = "static/favicon.svg";

const config: GatsbyConfig = {
  siteMetadata: {
    // Identity, copy and links live in content/site.yaml; this is only Gatsby's own base URL,
    // read by Seo (canonical links, sharing cards, structured data), the sitemap and robots.txt.
    siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  jsxRuntime: "automatic",
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => yamlTypeName(node.relativePath),
      },
    },
    // gatsby-plugin-image is a dependency (its types and image helpers) but not a plugin here:
    // pages render plain <picture> elements (ResponsiveImage), so the plugin's inline style,
    // noscript style and fade-in script in every page's head would be dead weight (and one more
    // inline script for the Content-Security-Policy). gatsbyImageData comes from
    // gatsby-transformer-sharp.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP only: every browser in use reads it, and a JPEG copy of each width doubled
          // the encoding and tripled the bytes on disk. The hero adds AVIF (its fragment).
          formats: ["webp"],
          placeholder: "none",
          quality: 70,
          breakpoints: [360, 480, 720, 960, 1280, 1600, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      // /sitemap-index.xml and /sitemap-0.xml: every page at its canonical address; the plugin
      // leaves out the 404 pages itself.
      resolve: "gatsby-plugin-sitemap",
      options: {
        // robots.txt names the sitemap for search engines, which do not read a <link> to it.
        createLinkInHead: false,
        // Only the address: search engines ignore changefreq and priority, and the plugin's
        // defaults for them ("daily", 0.7) would not be true of this site.
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
      },
    },
    {
      resolve: "gatsby-plugin-robots-txt",
      options: {
        policy: [{ userAgent: "*", allow: "/" }],
        sitemap: absoluteUrl(siteUrl, "/sitemap-index.xml"),
        // The non-standard Host line only ever served one search engine.
        host: null,
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        ...webAppManifestOptions(
          readManifestIdentity(path.join(contentDir, "site.yaml")),
          fs.readFileSync(path.resolve(__dirname, "src/styles/tokens.css"), "utf8"),
          appIcon,
        ),
      },
    },
    // Last, as the site's own gatsby-*.ts files were: what this site changes in Gatsby's bundles,
    // HTML and scrolling (plugins/gatsby-overrides/README.md). OVERRIDES_OFF turns changes off by
    // name, to measure what each buys. `loadError` is what a page whose code did not load says.
    {
      resolve: "gatsby-overrides",
      options: {
        off: overridesOff(process.env.OVERRIDES_OFF),
        loadError: readLoadErrorLabels(path.join(contentDir, "site.yaml")),
      },
    },
  ],
};

export default config;
