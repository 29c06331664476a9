// @ts-check
// ESLint flat config: typescript-eslint (type-aware), React, hooks and accessibility rules, and
// the layering of src/ (which folder may import which), so that a wrong arrow fails `npm run lint`.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The folders of src/ that run only in Node at build time, never in the browser bundle (src/editor
 * also holds the content editor's own entry, which esbuild bundles apart from the site).
 */
const BUILD_TIME = ["content", "deploy", "build", "editor"];

/** src/components/<group>: the sections of one page or area (ui holds the shared primitives). */
const COMPONENT_GROUPS = readdirSync(new URL("src/components", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== "ui")
  .map((entry) => entry.name);

/** A folder's own code, its tests (`*.test.*`) left out. */
const codeOf = (/** @type {string} */ folder) => `./src/${folder}/**/!(*.test).{ts,tsx,js}`;

/**
 * Which folder may import which: each zone forbids `target` files to import anything under
 * `from` (but `except`). The arrows run one way: pages and templates -> components ->
 * components/ui, hooks, lib, utils; build-time code (src/content, src/deploy, src/build,
 * src/editor) is for the gatsby-*.ts files, e2e/ and tests only.
 */
const LAYERS = [
  // The site never imports development tooling, nor the plugin that changes Gatsby's output.
  {
    target: "./src",
    from: ["./scripts", "./e2e", "./plugins"],
    message: "src/ must not depend on scripts/, e2e/ or plugins/.",
  },
  // plugins/ changes how Gatsby bundles and renders; of the site it reads only the font faces
  // and the plain helpers of src/utils.
  {
    target: "./plugins",
    from: "./src",
    except: ["./styles", "./utils"],
    message: "plugins/ may import src/styles and src/utils only.",
  },
  // Build-time code is imported by the gatsby-*.ts files, e2e/ and tests, never by the site's
  // browser code, which would pull Node modules into the bundle.
  {
    target: `./src/!(${BUILD_TIME.join("|")})/**`,
    from: BUILD_TIME.map((folder) => `./src/${folder}`),
    message:
      "src/content, src/deploy, src/build and src/editor are for the gatsby-*.ts files, e2e/ and tests.",
  },
  // The build-time folders stand alone; their tests may use one another (e.g. real content).
  ...BUILD_TIME.map((folder) => ({
    target: codeOf(folder),
    from: BUILD_TIME.filter((other) => other !== folder).map((other) => `./src/${other}`),
    message:
      "src/content, src/deploy, src/build and src/editor do not import one another (tests may).",
  })),
  // Build-time code uses only the pure modules of src/lib and src/utils, no React code.
  {
    target: BUILD_TIME.map((folder) => `./src/${folder}`),
    from: ["./src/components", "./src/hooks", "./src/pages", "./src/templates"],
    message: "build-time code may import src/lib and src/utils only.",
  },
  // lib and utils are plain logic shared by the browser and the build: no components or hooks.
  {
    target: ["./src/lib", "./src/utils"],
    from: ["./src/components", "./src/hooks", "./src/pages", "./src/templates"],
    message: "src/lib and src/utils hold plain logic: no React components or hooks.",
  },
  // Hooks serve components; they never render one.
  {
    target: "./src/hooks",
    from: ["./src/components", "./src/pages", "./src/templates"],
    message: "hooks do not import components.",
  },
  // Pages and templates are the top: nothing imports them.
  {
    target: ["./src/components", "./src/hooks", "./src/lib", "./src/utils"],
    from: ["./src/pages", "./src/templates"],
    message: "only Gatsby imports pages and templates.",
  },
  // ui holds the primitives every group uses; it imports no other component folder.
  {
    target: "./src/components/ui",
    from: "./src/components",
    except: ["./ui"],
    message: "components/ui imports no component outside ui.",
  },
  // A group (every folder of src/components but ui: shell, home, about, services, contact,
  // projects, shortlist) imports its own folder and ui; pages compose the groups, groups never
  // reach into one another.
  ...COMPONENT_GROUPS.map((group) => ({
    target: `./src/components/${group}`,
    from: "./src/components",
    except: [`./${group}`, "./ui"],
    message: `components/${group} imports only components/${group} and components/ui.`,
  })),
  // Test helpers stay out of the site: only tests import src/test-utils.
  {
    target: "./src/!(test-utils)/**/!(*.test).{ts,tsx,js}",
    from: "./src/test-utils",
    message: "src/test-utils is for tests only.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "outbox/",
      "e2e-outbox/",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,mts,tsx}"],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".mts", ".tsx", ".js", ".mjs", ".cjs", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYERS }],
      // A relative import that does not resolve would slip past the zones above unchecked.
      "import-x/no-unresolved": ["error", { ignore: ["^[^.]"] }],
    },
  },
  { files: ["**/*.tsx"], ...react.configs.flat.recommended },
  { files: ["**/*.tsx"], ...react.configs.flat["jsx-runtime"] },
  { files: ["**/*.tsx"], settings: { react: { version: "19" } } },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Node runs scripts/ as it is: a relative import names its file, extension included.
    files: ["scripts/**/*.ts"],
    rules: {
      "import-x/extensions": ["error", "ignorePackages"],
      // node:test runs what describe() and test() return; nothing is left floating.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          allowForKnownSafeCalls: [
            { from: "package", package: "node:test", name: ["describe", "test", "it"] },
          ],
        },
      ],
    },
  },
);
