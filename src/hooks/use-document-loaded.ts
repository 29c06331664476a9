import { useEffect, useState } from "react";

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
 * fonts and its LCP image. A page reached by client-side navigation, whose document has long
 * loaded, turns true just after its first render.
 *
 * The change was a transition, for React to render what it reveals (every picture of the page) in
 * slices: measured with and without it in the same 7 rounds (2026-11-28, five routes), it bought
 * nothing past the noise (TBT medians 88, 89, 119, 92 and 190 ms with it, 60, 32, 155, 94 and 143
 * without; the longest tasks alike), so it went.
 */
export function useDocumentLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () =>
      afterDocumentLoad(() => {
        setLoaded(true);
      }),
    [],
  );
  return loaded;
}
