/** CSS Modules in tests: `styles.header` is "header", so class names stay readable in the DOM. */
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === "__esModule" ? true : key),
  },
);
