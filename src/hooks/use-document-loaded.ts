import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => {
    window.removeEventListener("load", onChange);
  };
}

/**
 * False on the server and until the first page's load event, true after it (and at once on a page
 * reached by client-side navigation, whose document has long loaded). What waits for it never
 * competes with what the first screen needs: the page's code, its fonts and its LCP image.
 */
export function useDocumentLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
}
