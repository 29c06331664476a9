/**
 * Gatsby in jest: the real Link (so `aria-current` and active classes behave as on the site),
 * no prefetching, and no GraphQL at run time: a test states what `useStaticQuery` returns.
 */
const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  StaticQuery: jest.fn(),
};
