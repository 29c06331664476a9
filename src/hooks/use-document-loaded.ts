import { startTransition, useEffect, useState } from "react";

/**
 * Runs `run` once the page's load event has fired: at once if it has, else when it does.
 * Returns what cancels the wait, for an effect's cleanup.
 */
export function afterDocumentLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => undefined;
  }
  window.addEventListener("load", run, { once: true });
  return () => {
    window.removeEventListener("load", run);
  };
}

/**
 * False on the server, while React hydrates, and until the first page's load event; true after
 * it. What waits for it never competes with what the first screen needs: the page's code, its
 * fonts and its LCP image.
 *
 * The change is a transition, so React renders what it reveals (every picture of the page) in
 * slices that leave the main thread free, instead of the one long task a store update forces.
 * A page reached by client-side navigation, whose document has long loaded, turns true just
 * after its first render.
 */
export function useDocumentLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () =>
      afterDocumentLoad(() => {
        startTransition(() => {
          setLoaded(true);
        });
      }),
    [],
  );
  return loaded;
}
