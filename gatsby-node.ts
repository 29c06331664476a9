import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, formatIssue, sitePagesIn } from "./src/content/check-content";
import { contentTypeDefs } from "./src/content/graphql-schema";
import { contentSources } from "./src/content/registry";
import { contentResolvers } from "./src/content/resolvers";
import { editorConfig } from "./src/content/editor-config";
import {
  buildHeadersFile,
  HeadersBuildError,
  developOutbox,
  emailProblemText,
  emailSummary,
} from "./src/deploy/build";
import { bundleEnvironment } from "./src/deploy/bundle-environment";
import { EDITOR_FOLDER, EDITOR_PATH } from "./src/deploy/editor-headers";
import { markBuild, unmarkBuild, writeAtomically } from "./src/deploy/published-folder";
import { readManifestIdentity } from "./src/build/web-app-manifest";
import { editorBackend, writeEditor } from "./src/editor/write-editor";
import { projectPath } from "./src/lib/project-path";
import { resolveEmailConfig } from "./src/lib/email-config";
import { SDK_STORAGE_MODULE } from "./src/lib/emailjs-storage";
import { BUNDLED_EMAIL_CONFIG } from "./src/lib/email-environment";
import { deployedSiteUrlProblem } from "./src/lib/site-url";
import { gallerySort, neighboursIn } from "./src/lib/gallery-order";

const contentDir = path.resolve(__dirname, "content");
const publicDir = path.resolve(__dirname, "public");

/**
 * EmailJS's storage module replaced by ours in every bundle, in the SDK's ES and CommonJS builds
 * alike: the SDK's own throws as it loads where a browser refuses the site's storage, and took the
 * contact page down with it (src/lib/emailjs-storage.ts). jest.setup.ts does the same for jest.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  const sdk = path.dirname(createRequire(__filename).resolve("@emailjs/browser/package.json"));
  const ours = path.resolve(__dirname, "src/lib/emailjs-storage.ts");
  const alias = Object.fromEntries(
    ["es", "cjs"].map((build) => [path.join(sdk, build, SDK_STORAGE_MODULE), ours]),
  );
  actions.setWebpackConfig({ resolve: { alias } });
};

/**
 * Stops at once, before any content or image is read, when the contact form could not reach the
 * studio or the pages would name no real site: a build is either meant for deployment (the
 * EmailJS keys are set, and so must SITE_URL be) or explicitly local (GATSBY_LOCAL_OUTBOX, set by
 * `npm start`, the tests, and here for `gatsby develop`). The variables are read as Gatsby reads
 * them (the environment over `.env.production`); the bundle gets the configuration resolved here.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (process.env.NODE_ENV === "development") {
    const outbox = developOutbox(bundleEnvironment(__dirname, process.env));
    if (outbox !== null) process.env.GATSBY_LOCAL_OUTBOX = outbox;
  }
  const env = bundleEnvironment(__dirname, process.env);
  const email = resolveEmailConfig(env);
  // Only a local build may use the placeholder address; a deployable one names the real site.
  const problems = [
    email.mode === "unusable" ? emailProblemText(email.problem) : null,
    email.mode === "outbox" ? null : deployedSiteUrlProblem(env),
  ].filter((problem) => problem !== null);
  if (email.mode === "unusable" || problems.length > 0) {
    reporter.panic(problems.join("\n\n"));
  } else {
    reporter.info(emailSummary(email));
    // Gatsby inlines GATSBY_* variables when it makes the bundle, after this runs.
    process.env[BUNDLED_EMAIL_CONFIG] = JSON.stringify(email);
  }
  // public/ is rewritten from here on: the local server waits for the mark to go (onPostBuild).
  if (process.env.gatsby_executing_command === "build") markBuild(publicDir);
};

/**
 * Stops the build before any query runs when an editor's YAML or image is not right; text the
 * fonts cannot draw is only a warning (the site is built as written).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const found = await checkContent(contentDir);
  const warnings = found.filter((issue) => issue.warning);
  if (warnings.length > 0) {
    reporter.warn(
      [
        `Content check: ${warnings.length} warning${warnings.length === 1 ? "" : "s"} (the site is built as written)`,
        ...warnings.map((issue) => `  ${formatIssue(issue)}`),
      ].join("\n"),
    );
  }
  const issues = found.filter((issue) => !issue.warning);
  if (issues.length > 0) {
    reporter.panic(
      [
        `Content check failed: ${issues.length} problem${issues.length === 1 ? "" : "s"} to fix`,
        ...issues.map((issue) => `  ${formatIssue(issue)}`),
      ].join("\n"),
    );
  }
};

/**
 * One page per project at /projects/<slug>, in the gallery's order, each knowing its previous
 * and next project (wrapping around). Bad data fails the build with the reason. The query is
 * named and written inside the `graphql(…)` call, where typegen finds it and generates
 * `Queries.ProjectPagesQuery` (src/gatsby-types.d.ts) like every other query's types.
 */
// Gatsby hands `graphql` over as a plain function, which uses no `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const result = await graphql<Queries.ProjectPagesQuery>(
    `
      query ProjectPages($galleryOrder: [ProjectsYamlSortInput!]!) {
        allProjectsYaml(sort: $galleryOrder) {
          nodes {
            id
            slug
          }
        }
      }
    `,
    { galleryOrder: gallerySort() },
  );
  if (result.errors || !result.data) {
    // Gatsby types a query's errors as `any`; they are GraphQL errors, which are Errors.
    reporter.panicOnBuild(
      "Could not read the projects for their pages",
      result.errors as Error[] | undefined,
    );
    return;
  }
  const projects = result.data.allProjectsYaml.nodes;
  projects.forEach((project, index) => {
    const { previous, next } = neighboursIn(projects, index);
    actions.createPage({
      path: projectPath(project.slug),
      component: path.resolve(__dirname, "src/templates/project.tsx"),
      context: { id: project.id, previousId: previous.id, nextId: next.id },
    });
  });
};

const GALLERY_PAGE = path.resolve(__dirname, "src/pages/projects.tsx");

/** The gallery's query sorts by the order src/lib/gallery-order.ts defines, handed in here. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.component !== GALLERY_PAGE) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, galleryOrder: gallerySort() } });
};

/**
 * Every YAML type is declared, never inferred: a missing field fails loudly instead of turning
 * into null. The SDL is generated from the content registry's schemas (src/content/graphql-schema.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(contentSources));
};

/** Fields computed from the content at build time (src/content/resolvers.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types the action as a bare `Function`.
  (createResolvers as (resolvers: typeof contentResolvers) => void)(contentResolvers);
};

/** How many of a failed `_headers` check's problems the build prints. */
const MAX_PROBLEMS_SHOWN = 30;

/**
 * Writes the content editor into public/admin/ (src/editor/: the bundled CMS and its
 * configuration, generated from the content registry), then public/_headers (security headers,
 * Content-Security-Policies with the hashes of the inline scripts just built, caching rules) for
 * the CDN host, or fails the build with every reason the file would be wrong. A stale file from
 * the last build is removed first, so a failed build never leaves one that no longer matches its
 * pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const started = Date.now();
  const title = `${readManifestIdentity(path.join(contentDir, "site.yaml")).name}: content editor`;
  const { backend, warning } = editorBackend(process.env);
  const editor = await writeEditor({
    siteDir: __dirname,
    outDir: path.join(publicDir, EDITOR_FOLDER),
    urlPath: EDITOR_PATH,
    title,
    config: editorConfig(contentSources, {
      ...backend,
      appTitle: title,
      logo: "/favicon.svg",
      pages: sitePagesIn(contentDir) ?? undefined,
    }),
  });
  reporter.info(
    `public/${EDITOR_FOLDER}: the content editor (${editor.cached ? "bundle from the cache" : "bundled"}, ${String(Date.now() - started)} ms)`,
  );
  if (warning !== undefined) reporter.warn(warning);

  const target = path.join(publicDir, "_headers");
  rmSync(target, { force: true });
  try {
    const built = buildHeadersFile(publicDir, bundleEnvironment(__dirname, process.env));
    writeAtomically(target, built.text);
    unmarkBuild(publicDir);
    reporter.info(
      `public/_headers: ${built.rules} rules; the policy admits ${built.scriptHashes} inline scripts of ${built.pages} HTML files (${built.policy.length} characters)`,
    );
  } catch (error) {
    if (!(error instanceof HeadersBuildError)) throw error;
    const shown = error.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem}`);
    const more = error.problems.length - shown.length;
    reporter.panicOnBuild(
      [error.message, ...shown, ...(more > 0 ? [`  … and ${more} more`] : [])].join("\n"),
    );
  }
};
