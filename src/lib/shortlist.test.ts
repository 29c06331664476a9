import {
  NO_KEYS,
  createShortlistStore,
  parseStoredShortlist,
  pictureKey,
  projectKey,
  serializeShortlist,
  SHORTLIST_MAX_ITEMS,
  SHORTLIST_STORAGE_KEY,
  type ShortlistStorage,
} from "./shortlist";

/** A `localStorage` of one tab: a plain map, like the browser's. */
function memoryStorage(initial: Record<string, string> = {}): ShortlistStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const kitchen = pictureKey("sea-facing-apartment-bandra", "03.jpg");
const bedroom = pictureKey("sea-facing-apartment-bandra", "04.jpg");
const townhouse = projectKey("west-village-townhouse");

describe("shortlist keys", () => {
  it("name a project by its slug and a picture by slug and file name", () => {
    expect(kitchen).toBe("sea-facing-apartment-bandra/03.jpg");
    expect(townhouse).toBe("west-village-townhouse");
  });
});

describe("parseStoredShortlist: what an older build, another tab or a hand left", () => {
  it.each<[string, string | null]>([
    ["nothing stored", null],
    ["not JSON", "{items: ["],
    ["JSON of another shape", '["sea-facing-apartment-bandra"]'],
    ["null", "null"],
    ["another version", JSON.stringify({ version: 0, items: [townhouse] })],
    ["items that are not a list", JSON.stringify({ version: 1, items: townhouse })],
  ])("reads %s as an empty shortlist", (_, raw) => {
    expect(parseStoredShortlist(raw)).toEqual([]);
  });

  it("keeps the keys in their order, once each, and drops those of the wrong shape", () => {
    const raw = JSON.stringify({
      version: 1,
      items: [kitchen, 42, "Not A Slug", townhouse, kitchen, "a/b/c", "slug/", null, bedroom],
    });
    expect(parseStoredShortlist(raw)).toEqual([kitchen, townhouse, bedroom]);
  });

  it("accepts any file name a member of staff may give a picture", () => {
    const key = pictureKey("laterite-villa-assagao", "Living room (east).JPG");
    expect(parseStoredShortlist(serializeShortlist([key]))).toEqual([key]);
  });

  it("cuts a stored list longer than any visitor would save", () => {
    const keys = Array.from({ length: SHORTLIST_MAX_ITEMS + 5 }, (_, n) =>
      pictureKey("p", `${n}.jpg`),
    );
    expect(parseStoredShortlist(serializeShortlist(keys))).toHaveLength(SHORTLIST_MAX_ITEMS);
  });
});

describe("createShortlistStore: saving and removing", () => {
  it("adds each key once, at the end, and stores identifiers only", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage);
    expect(store.add(kitchen)).toBe(true);
    expect(store.add(townhouse)).toBe(true);
    expect(store.add(kitchen)).toBe(false);
    expect(store.getSnapshot()).toEqual([kitchen, townhouse]);
    expect(JSON.parse(storage.values.get(SHORTLIST_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      items: [kitchen, townhouse],
    });
    expect([...storage.values.keys()]).toEqual([SHORTLIST_STORAGE_KEY]);
  });

  it("removes a key, and clears the stored entry with the last one", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage);
    store.add(kitchen);
    store.add(bedroom);
    expect(store.remove(kitchen)).toBe(true);
    expect(store.remove(kitchen)).toBe(false);
    expect(store.getSnapshot()).toEqual([bedroom]);
    store.remove(bedroom);
    expect(storage.values.has(SHORTLIST_STORAGE_KEY)).toBe(false);
  });

  it("toggles, and says whether the key is saved afterwards", () => {
    const store = createShortlistStore(memoryStorage());
    expect(store.toggle(kitchen)).toBe(true);
    expect(store.has(kitchen)).toBe(true);
    expect(store.toggle(kitchen)).toBe(false);
    expect(store.has(kitchen)).toBe(false);
  });

  it("refuses a key of the wrong shape and stops at the most a visitor would save", () => {
    const store = createShortlistStore(memoryStorage());
    expect(store.add("../etc/passwd")).toBe(false);
    for (let n = 0; n < SHORTLIST_MAX_ITEMS; n += 1) store.add(pictureKey("p", `${n}.jpg`));
    expect(store.add(kitchen)).toBe(false);
    expect(store.getSnapshot()).toHaveLength(SHORTLIST_MAX_ITEMS);
  });

  it("keeps one snapshot until the shortlist changes, and tells its listeners", () => {
    const store = createShortlistStore(memoryStorage());
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add(kitchen);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.add(kitchen);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.remove(kitchen);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives every empty shortlist as NO_KEYS, the server's snapshot, so hydration renders nothing again", () => {
    expect(createShortlistStore(memoryStorage()).getSnapshot()).toBe(NO_KEYS);
    expect(createShortlistStore(null).getSnapshot()).toBe(NO_KEYS);
    const store = createShortlistStore(memoryStorage());
    store.add(kitchen);
    store.remove(kitchen);
    expect(store.getSnapshot()).toBe(NO_KEYS);
  });
});

describe("createShortlistStore: stale and corrupt stored values", () => {
  it("starts from what is stored", () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: serializeShortlist([townhouse]) });
    expect(createShortlistStore(storage).getSnapshot()).toEqual([townhouse]);
  });

  it("starts empty from a corrupt value and replaces it on the first save", () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: "\u0000garbage" });
    const store = createShortlistStore(storage);
    expect(store.getSnapshot()).toEqual([]);
    store.add(kitchen);
    expect(parseStoredShortlist(storage.values.get(SHORTLIST_STORAGE_KEY) ?? null)).toEqual([
      kitchen,
    ]);
  });

  it("quietly drops what is no longer on the site, and stores the rest", () => {
    const storage = memoryStorage({
      [SHORTLIST_STORAGE_KEY]: serializeShortlist([kitchen, "retired-project/01.jpg", townhouse]),
    });
    const store = createShortlistStore(storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.prune((key) => key !== "retired-project/01.jpg");
    expect(store.getSnapshot()).toEqual([kitchen, townhouse]);
    expect(parseStoredShortlist(storage.values.get(SHORTLIST_STORAGE_KEY) ?? null)).toEqual([
      kitchen,
      townhouse,
    ]);
    store.prune(() => true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("works without storage, and when the browser refuses it, across the page's changes", () => {
    const refusing: ShortlistStorage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    const readable = { ...refusing, getItem: () => null };
    for (const storage of [null, refusing, readable]) {
      const store = createShortlistStore(storage, window);
      expect(store.getSnapshot()).toEqual([]);
      expect(store.add(kitchen)).toBe(true);
      expect(store.getSnapshot()).toEqual([kitchen]);
      // A change of page unmounts every Save button, and the next page's subscribe anew.
      store.subscribe(jest.fn())();
      expect(store.getSnapshot()).toEqual([kitchen]);
      expect(store.remove(kitchen)).toBe(true);
    }
  });
});

describe("createShortlistStore: another tab's change", () => {
  /** Another tab writes the shared storage; the browser tells this tab with a `storage` event. */
  function otherTabWrites(storage: ShortlistStorage, key: string | null, value: string | null) {
    if (key !== null) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
  }

  it("takes in a save or a removal made in another tab, and tells its listeners", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage, window);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    otherTabWrites(storage, SHORTLIST_STORAGE_KEY, serializeShortlist([kitchen, bedroom]));
    expect(store.getSnapshot()).toEqual([kitchen, bedroom]);
    otherTabWrites(storage, SHORTLIST_STORAGE_KEY, null);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("ignores other keys, a corrupt value reads as empty, and a cleared storage empties it", () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: serializeShortlist([townhouse]) });
    const store = createShortlistStore(storage, window);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    otherTabWrites(storage, "theme", "dark");
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites(storage, SHORTLIST_STORAGE_KEY, "not json");
    expect(store.getSnapshot()).toEqual([]);

    storage.setItem(SHORTLIST_STORAGE_KEY, serializeShortlist([kitchen]));
    otherTabWrites(storage, SHORTLIST_STORAGE_KEY, serializeShortlist([kitchen]));
    storage.removeItem(SHORTLIST_STORAGE_KEY);
    otherTabWrites(storage, null, null);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it("catches up with changes made while nothing listened", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage, window);
    storage.setItem(SHORTLIST_STORAGE_KEY, serializeShortlist([bedroom]));
    const unsubscribe = store.subscribe(jest.fn());
    expect(store.getSnapshot()).toEqual([bedroom]);
    unsubscribe();
  });
});
