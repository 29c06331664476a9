/** Babel for jest: Gatsby's own preset (automatic JSX runtime) plus TypeScript. */
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
