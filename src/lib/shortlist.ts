/**
 * The visitor's shortlist (docs/pages.md, Shortlist): the projects and pictures they saved,
 * kept in `localStorage` as identifiers only (no personal data) and shared by every tab.
 *
 * An item is named by a key: a project by its slug (`sea-facing-apartment-bandra`), one of its
 * pictures by the slug and the picture's file name (`sea-facing-apartment-bandra/03.jpg`). Keys
 * stay valid across builds (a file node's id does not) and name nothing of the visitor.
 *
 * What is stored may come from an older build, another tab or a hand: anything unreadable is
 * taken as an empty shortlist, keys of the wrong shape are dropped, and a key that names a
 * picture no longer on the site is dropped where the site's pictures are known (`prune`).
 */

/** The `localStorage` entry. */
export const SHORTLIST_STORAGE_KEY = "shortlist";

/** The stored value's version: a different version is read as an empty shortlist. */
export const SHORTLIST_VERSION = 1;

/** More than a visitor would save: a stored list is cut there, and saving stops there. */
export const SHORTLIST_MAX_ITEMS = 60;

/**
 * A slug as content/projects writes them, optionally followed by `/` and a file name (any
 * characters but a slash or a control character: staff name their files).
 */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[^/\p{Cc}]{1,200})?$/u;

/** The key of a whole project. */
export function projectKey(slug: string): string {
  return slug;
}

/** The key of one picture of a project, by its file name (`03.jpg`). */
export function pictureKey(slug: string, fileName: string): string {
  return `${slug}/${fileName}`;
}

export function isShortlistKey(value: unknown): value is string {
  return typeof value === "string" && KEY.test(value);
}

/**
 * The keys a stored value holds, in the order they were saved, each once. Anything that is not
 * this version's shape gives an empty list; keys of the wrong shape are left out.
 */
export function parseStoredShortlist(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const { version, items } = value as { version?: unknown; items?: unknown };
  if (version !== SHORTLIST_VERSION || !Array.isArray(items)) return [];
  return [...new Set(items.filter(isShortlistKey))].slice(0, SHORTLIST_MAX_ITEMS);
}

/** The stored form of `keys`. */
export function serializeShortlist(keys: readonly string[]): string {
  return JSON.stringify({ version: SHORTLIST_VERSION, items: keys });
}

/** What the store needs of `localStorage`. */
export type ShortlistStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What the store needs of `window`: where another tab's change is announced. */
export type StorageEventTarget = Pick<Window, "addEventListener" | "removeEventListener">;

export interface ShortlistStore {
  /** The keys, in the order saved; the same array until the shortlist changes. */
  getSnapshot: () => readonly string[];
  /** Calls `listener` after every change, this tab's or another's; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  has: (key: string) => boolean;
  /** Saves `key` (once, at the end); false when it was already there or the list is full. */
  add: (key: string) => boolean;
  /** Removes `key`; false when it was not there. */
  remove: (key: string) => boolean;
  /** Adds `key` when absent, removes it when present; true when it is saved afterwards. */
  toggle: (key: string) => boolean;
  /** Quietly drops every key `exists` refuses (a picture or project no longer on the site). */
  prune: (exists: (key: string) => boolean) => void;
}

/**
 * The empty shortlist, one value for the server and every empty store: React compares snapshots
 * by identity, so a visitor with nothing saved renders nothing again after hydration.
 */
export const NO_KEYS: readonly string[] = Object.freeze([]);

const orNoKeys = (keys: readonly string[]) => (keys.length === 0 ? NO_KEYS : keys);

/**
 * A shortlist over `storage` (the browser's `localStorage`, or null where it cannot be used, as
 * in a private window that refuses it: the shortlist then lasts as long as the page). Another
 * tab's change reaches `events` as a `storage` event and is taken in at once.
 */
export function createShortlistStore(
  storage: ShortlistStorage | null,
  events: StorageEventTarget | null = null,
): ShortlistStore {
  /** What is stored, or null where storage is missing or refuses to be read. */
  const read = (): readonly string[] | null => {
    try {
      return storage && orNoKeys(parseStoredShortlist(storage.getItem(SHORTLIST_STORAGE_KEY)));
    } catch {
      return null;
    }
  };
  let keys = read() ?? NO_KEYS;
  // False while storage lacks this page's last change (a write it refused, or no storage at
  // all): the page's own list is then the truth, and what is stored must not overwrite it.
  let stored = storage !== null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const write = (next: readonly string[]) => {
    keys = orNoKeys(next);
    try {
      if (next.length === 0) storage?.removeItem(SHORTLIST_STORAGE_KEY);
      else storage?.setItem(SHORTLIST_STORAGE_KEY, serializeShortlist(next));
    } catch {
      // Storage full or refused: the shortlist still holds for this page.
      stored = false;
    }
    notify();
  };

  /** Takes in what is stored now; true when it differs from what the store held. */
  const refresh = () => {
    const next = stored ? read() : null;
    if (next === null || next.join("\n") === keys.join("\n")) return false;
    keys = next;
    return true;
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== SHORTLIST_STORAGE_KEY) return;
    if (refresh()) notify();
  };

  const has = (key: string) => keys.includes(key);
  const add = (key: string) => {
    if (!isShortlistKey(key) || has(key) || keys.length >= SHORTLIST_MAX_ITEMS) return false;
    write([...keys, key]);
    return true;
  };
  const remove = (key: string) => {
    if (!has(key)) return false;
    write(keys.filter((candidate) => candidate !== key));
    return true;
  };

  return {
    getSnapshot: () => keys,
    subscribe: (listener) => {
      if (listeners.size === 0) {
        // Nobody listened for other tabs' changes meanwhile: catch up before listening.
        refresh();
        events?.addEventListener("storage", onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
    has,
    add,
    remove,
    toggle: (key) => {
      if (remove(key)) return false;
      return add(key);
    },
    prune: (exists) => {
      const kept = keys.filter((key) => exists(key));
      if (kept.length !== keys.length) write(kept);
    },
  };
}
