import type { Config } from "jest";

/**
 * Jest for unit and component tests of src/ (the browser tests of the built site live in e2e/,
 * run by Playwright; the tests of scripts/ run with `node --test`, as the scripts themselves run).
 * An .mts file: Node loads it as it is, as an ES module.
 */
const config: Config = {
  testEnvironment: "jsdom",
  // Every core: Jest's default keeps one for itself, which on a 2-core machine left the suite
  // one worker (63 s against 42 s with two).
  maxWorkers: "100%",
  // `npm test` runs jest beside the production build (neither needs the other), so a test may
  // get half a loaded 2-core machine: 30 s a test rather than jest's 5.
  testTimeout: 30_000,
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.{js,ts,tsx}"],
  transform: {
    // swc compiles TypeScript and JSX (React's automatic runtime): a cold run of the suite took
    // 69 s against 79 s with Babel and Gatsby's preset. A page's `graphql` tag, which Gatsby's
    // preset would remove, stays and calls the mock's `graphql` (__mocks__/gatsby.tsx).
    "^.+\\.[jt]sx?$": ["@swc/jest", { jsc: { transform: { react: { runtime: "automatic" } } } }],
  },
  moduleNameMapper: {
    // The browser build, as in the site (the default one renders server-side markup and scripts).
    "^gatsby-plugin-image$":
      "<rootDir>/node_modules/gatsby-plugin-image/dist/gatsby-image.browser.js",
    "\\.module\\.css$": "<rootDir>/__mocks__/css-module.ts",
    "\\.css$": "<rootDir>/__mocks__/file-mock.ts",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

export default config;
