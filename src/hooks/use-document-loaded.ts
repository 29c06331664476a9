import { startTransition, useEffect, useState } from "react";

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
  useEffect(() => {
    const reveal = () => {
      startTransition(() => {
        setLoaded(true);
      });
    };
    if (document.readyState === "complete") {
      reveal();
      return undefined;
    }
    window.addEventListener("load", reveal, { once: true });
    return () => {
      window.removeEventListener("load", reveal);
    };
  }, []);
  return loaded;
}
