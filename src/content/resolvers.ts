import { formatArea } from "../lib/area";
import { PROJECT_AREA_TYPE } from "./sources/projects";
import { siteSource } from "./sources/site";

/** The part of Gatsby's resolver context these resolvers read. */
interface ResolverContext {
  nodeModel: { findOne(query: { type: string }): Promise<unknown> };
}

interface Area {
  value: number;
  unit: string;
}

async function siteLocale(context: ResolverContext): Promise<string> {
  const site = await context.nodeModel.findOne({ type: siteSource.typeName });
  const locale = (site as { locale?: unknown } | null)?.locale;
  if (typeof locale !== "string") throw new Error("content/site.yaml: no locale to format with");
  return locale;
}

/**
 * Fields computed from the content when the site is built (gatsby-node's createResolvers).
 *
 * A project's area label ("1,850 sq ft", its digits grouped as the site's locale writes them):
 * formatted in the browser, it built an Intl.NumberFormat while React hydrated the page, and the
 * first one loads the locale's data: 12 ms of main thread on this machine, 48 ms on Lighthouse's
 * phone, a long task of its own on every project page with an area.
 */
export const contentResolvers = {
  [PROJECT_AREA_TYPE]: {
    label: {
      type: "String!",
      description: 'The area as a visitor reads it: "1,850 sq ft", grouped in the site\'s locale.',
      resolve: async (area: Area, _args: unknown, context: ResolverContext) =>
        formatArea(area, await siteLocale(context)),
    },
  },
};
