/** Media queries that match in the current test; everything else does not. */
let matching = new Set<string>();

/** jsdom has no `matchMedia`: this stand-in answers from `setMatchingMedia`. */
export function installMatchMedia(): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => {
      const list: Pick<
        MediaQueryList,
        "media" | "matches" | "addEventListener" | "removeEventListener" | "dispatchEvent"
      > = {
        media: query,
        matches: matching.has(query),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
      return list as MediaQueryList;
    },
  });
}

export function setMatchingMedia(...queries: string[]): void {
  matching = new Set(queries);
}
