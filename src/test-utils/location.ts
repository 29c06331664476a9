interface ReachRouter {
  globalHistory: { navigate: (to: string) => Promise<void> };
}

/**
 * The router Gatsby's Link reads its location from, resolved from gatsby's own dependencies
 * (the package is not hoisted, and it must be the same instance Link uses).
 */
const reachRouter = jest.requireActual<ReachRouter>(
  require.resolve("@gatsbyjs/reach-router", { paths: [require.resolve("gatsby")] }),
);

/** Puts the test at `pathname`, as a navigation in the browser would, before rendering. */
export function visit(pathname: string): void {
  void reachRouter.globalHistory.navigate(pathname);
}
