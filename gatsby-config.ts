import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { yamlTypeName } from "./src/content/registry";

const contentDir = path.resolve(__dirname, "content");

const config: GatsbyConfig = {
  siteMetadata: {
    // Identity, copy and links live in content/site.yaml; this is only Gatsby's own base URL.
    siteUrl: process.env.SITE_URL ?? "https://www.studioanvaya.example",
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
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "none",
          quality: 70,
          breakpoints: [360, 480, 720, 960, 1280, 1600, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
  ],
};

export default config;
