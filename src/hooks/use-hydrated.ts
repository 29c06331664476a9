import { useEffect, useState } from "react";

/**
 * False while React hydrates the server's HTML, true after: state read from the address (such
 * as a query string the static HTML could not know) must wait for it, or hydration mismatches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
