import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => undefined;
}

/**
 * False while React hydrates the server's HTML, true in every other render (including a page
 * reached by client-side navigation). State read from the address, such as a query string the
 * static HTML could not know, must wait for it, or hydration mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
