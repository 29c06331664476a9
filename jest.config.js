/** Jest for unit and component tests (browser tests of the built site live in e2e/, run by Playwright). */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/scripts", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.{js,ts,tsx}"],
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    // The browser build, as in the site (the default one renders server-side markup and scripts).
    "^gatsby-plugin-image$":
      "<rootDir>/node_modules/gatsby-plugin-image/dist/gatsby-image.browser.js",
    "\\.module\\.css$": "<rootDir>/__mocks__/css-module.js",
    "\\.css$": "<rootDir>/__mocks__/file-mock.js",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest.env.js", "<rootDir>/jest.loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
