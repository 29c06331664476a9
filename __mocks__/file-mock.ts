/** What a stylesheet, picture or font imported by a component is in tests: a name. */
module.exports = "test-file-stub";
