// ESLint flat config: typescript-eslint (type-aware), React, hooks and accessibility rules.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // src/deploy/headers-format.js is JavaScript that tsc checks (// @ts-check), so it gets the
    // same type-aware rules as the TypeScript beside it.
    files: ["**/*.{ts,tsx}", "src/**/*.js"],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
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
    files: ["jest.loadershim.js", "__mocks__/**", "scripts/**/*.test.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
