import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, formatIssue } from "./src/content/check-content";
import { sharedTypeDefs } from "./src/content/shared-types";
import { contentSources } from "./src/content/registry";
import { emailConfigWarning, resolveEmailConfig } from "./src/lib/email-config";

const contentDir = path.resolve(__dirname, "content");

/**
 * Stops the build before any query runs when an editor's YAML or image is not right, and warns
 * when the contact form's e-mail service is not configured.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const issues = checkContent(contentDir);
  if (issues.length > 0) {
    reporter.panic(
      [
        `Content check failed: ${issues.length} problem${issues.length === 1 ? "" : "s"} to fix`,
        ...issues.map((issue) => `  ${formatIssue(issue)}`),
      ].join("\n"),
    );
  }
  const emailWarning = emailConfigWarning(resolveEmailConfig(process.env));
  if (emailWarning) reporter.warn(emailWarning);
};

interface ProjectPagesQuery {
  allProjectsYaml: { nodes: { id: string; slug: string }[] };
}

/**
 * One page per project at /projects/<slug>, in the gallery's order, each knowing its previous
 * and next project (wrapping around). Bad data fails the build with the reason.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<ProjectPagesQuery>(`
    query ProjectPages {
      allProjectsYaml(sort: [{ year: DESC }, { title: ASC }]) {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the projects for their pages",
      result.errors as Error[] | undefined,
    );
    return;
  }
  const projects = result.data.allProjectsYaml.nodes;
  projects.forEach((project, index) => {
    const previous = projects[(index - 1 + projects.length) % projects.length];
    const next = projects[(index + 1) % projects.length];
    actions.createPage({
      path: `/projects/${project.slug}`,
      component: path.resolve(__dirname, "src/templates/project.tsx"),
      context: { id: project.id, previousId: previous?.id, nextId: next?.id },
    });
  });
};

/** Every YAML type is declared, never inferred: a missing field fails loudly instead of turning into null. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([sharedTypeDefs, ...contentSources.map((source) => source.typeDefs)]);
};

interface CssExtractPlugin {
  constructor: { name: string };
  options: { ignoreOrder?: boolean };
}

/**
 * CSS Modules scope every class to its component, so the order in which chunks meet their
 * stylesheets does not matter; mini-css-extract's "Conflicting order" warning is noise here.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = (getConfig as () => { plugins: unknown[] })();
  const cssExtract = config.plugins.find(
    (plugin): plugin is CssExtractPlugin =>
      (plugin as CssExtractPlugin | undefined)?.constructor.name === "MiniCssExtractPlugin",
  );
  if (cssExtract) {
    cssExtract.options.ignoreOrder = true;
    actions.replaceWebpackConfig(config);
  }
};
