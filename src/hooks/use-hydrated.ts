import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => undefined;
}

/**
 * `server` while React hydrates the server's HTML, `client()` in every other render (including a
 * page reached by client-side navigation). State read from the address or the browser, such as
 * a query string the static HTML could not know, must wait for it, or hydration mismatches.
 * React renders the component again after hydration only when the two differ (compared with
 * `Object.is`, so `client` returns a primitive or the same object each time): a page whose
 * address adds nothing is not rendered twice.
 */
export function useClientValue<T>(client: () => T, server: T): T {
  return useSyncExternalStore(subscribe, client, () => server);
}

const always = () => true;

/** False while React hydrates the server's HTML, true in every other render. */
export function useHydrated(): boolean {
  return useClientValue(always, false);
}
