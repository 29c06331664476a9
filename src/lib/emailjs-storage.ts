import type { StorageProvider } from "@emailjs/browser";

/** Where that module is in each of the SDK's builds (`es/`, `cjs/`), without its extension. */
export const SDK_STORAGE_MODULE = "utils/createWebStorage/createWebStorage";

/**
 * EmailJS's own storage module (`@emailjs/browser`'s `utils/createWebStorage`), which the build
 * (gatsby-node.ts) and jest (jest.config.mts) put this one in the place of. The SDK calls it as its
 * module loads, for its rate limiter (which this site does not use), and its version reads
 * `localStorage` unguarded: where a browser refuses the site's storage (Chrome's "Block sites from
 * saving data", Firefox with the site's cookies blocked) that read throws, the contact page's
 * code stopped half loaded and React took the whole page down, form and addresses with it. Here
 * storage that is refused counts as none, as the SDK already treats storage that is missing.
 */
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
