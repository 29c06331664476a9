import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, formatIssue } from "./src/content/check-content";
import { imageTypeDefs } from "./src/content/image-ref";
import { contentSources } from "./src/content/registry";

const contentDir = path.resolve(__dirname, "content");

/** Stops the build before any query runs when an editor's YAML or image is not right. */
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
};

/** Every YAML type is declared, never inferred: a missing field fails loudly instead of turning into null. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([imageTypeDefs, ...contentSources.map((source) => source.typeDefs)]);
};
