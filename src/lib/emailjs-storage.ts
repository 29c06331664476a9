import type { StorageProvider } from "@emailjs/browser";

/*
 * EmailJS's own storage module (`@emailjs/browser`'s `utils/createWebStorage`), which the build
 * (gatsby-node.ts) and jest (jest.setup.ts) replace by this one. The SDK calls it as its module
 * loads, for its rate limiter (which this site does not use), and its version reads
 * `localStorage` unguarded: where a browser refuses the site's storage (Chrome's "Block sites from
 * saving data", Firefox with the site's cookies blocked) that read throws, the contact page's
 * code stopped half loaded and React took the whole page down, form and addresses with it.
 */

/** Where the SDK's storage module is in each of its builds (`es/`, `cjs/`), without extension. */
export const SDK_STORAGE_MODULE = "utils/createWebStorage/createWebStorage";

/** `localStorage` for the SDK; storage that is refused counts as none, as storage missing does. */
export function createWebStorage(): StorageProvider | undefined {
  let storage: Storage | undefined;
  try {
    storage = typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
  if (!storage) return undefined;
  const local = storage;
  return {
    get: (key) => Promise.resolve(local.getItem(key)),
    set: (key, value) => {
      local.setItem(key, value);
      return Promise.resolve();
    },
    remove: (key) => {
      local.removeItem(key);
      return Promise.resolve();
    },
  };
}
