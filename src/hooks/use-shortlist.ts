import { useCallback, useEffect, useSyncExternalStore } from "react";
import { createShortlistStore, NO_KEYS, type ShortlistStore } from "../lib/shortlist";
import { announce, liveRegion } from "../utils/announce";

let store: ShortlistStore | null = null;

/** The browser's one shortlist, over `localStorage` when the browser allows it. */
function browserStore(): ShortlistStore {
  if (store === null) {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // A browser that refuses storage throws on the mere access.
    }
    store = createShortlistStore(storage, window);
  }
  return store;
}

const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const getSnapshot = () => browserStore().getSnapshot();
/** The server, and React while it hydrates the server's HTML, know of no shortlist. */
const getServerSnapshot = () => NO_KEYS;

/**
 * The visitor's shortlist (src/lib/shortlist.ts) for a component: the saved keys, kept up to
 * date with this tab's and other tabs' changes. While React hydrates it is empty, so the HTML
 * matches the server's; the saved state follows in the next render (components keep their box
 * either way, so nothing moves).
 */
export function useShortlist() {
  const keys = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return {
    keys,
    isSaved: (key: string) => keys.includes(key),
    toggle: useCallback((key: string) => browserStore().toggle(key), []),
    remove: useCallback((key: string) => browserStore().remove(key), []),
    prune: useCallback((exists: (key: string) => boolean) => {
      browserStore().prune(exists);
    }, []),
  };
}

/**
 * `announce` (src/utils/announce.ts) for a component that confirms what a press did; the live
 * region is made when the component mounts, before any message.
 */
export function useAnnouncer(): (message: string) => void {
  useEffect(() => {
    liveRegion();
  }, []);
  return useCallback((message: string) => {
    announce(message);
  }, []);
}
