import { DRAFT_KEY, parseDraft, serializeDraft } from "./enquiry-draft";
import { MESSAGE_MAX_LENGTH } from "./validate-enquiry";

type DraftModule = typeof import("./enquiry-draft");

const EMPTY = { fullName: "", email: "", country_code: "", user_phone: "", message: "" };
const DRAFT = {
  fullName: "Zoë O'Brien",
  email: "zoe@example.com",
  country_code: "+61",
  user_phone: "0412 345 678",
  message: "A calmer living room.",
};

/** The module as a page load finds it: nothing read from the tab's storage yet. */
function freshModule(): DraftModule {
  let module: DraftModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<DraftModule>("./enquiry-draft");
  });
  if (!module) throw new Error("not loaded");
  return module;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("a draft kept for the tab", () => {
  it("is restored on the next page load, from sessionStorage and never localStorage", () => {
    freshModule().updateEnquiry(DRAFT);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(freshModule().getEnquiry()).toEqual(DRAFT);
  });

  it("is forgotten once the enquiry is sent (cleared)", () => {
    const store = freshModule();
    store.updateEnquiry(DRAFT);
    store.clearEnquiry();
    expect(store.getEnquiry()).toEqual(EMPTY);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(freshModule().getEnquiry()).toEqual(EMPTY);
  });

  it("keeps, once the enquiry is sent, what was changed while it was on its way", () => {
    const store = freshModule();
    store.updateEnquiry(DRAFT);
    const sent = store.getEnquiry();
    store.updateEnquiry({ message: `${DRAFT.message} And the study.`, user_phone: "" });
    store.clearEnquiry(sent);
    const kept = { ...EMPTY, message: `${DRAFT.message} And the study.` };
    expect(store.getEnquiry()).toEqual(kept);
    expect(freshModule().getEnquiry()).toEqual(kept);
  });

  it("forgets, once the enquiry is sent, a field whose spaces or line breaks alone changed", () => {
    const store = freshModule();
    store.updateEnquiry(DRAFT);
    const sent = store.getEnquiry();
    store.updateEnquiry({ message: `${DRAFT.message}\n`, fullName: ` ${DRAFT.fullName}` });
    store.clearEnquiry(sent);
    expect(store.getEnquiry()).toEqual(EMPTY);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("tells its listeners of each change, and only of changes", () => {
    const store = freshModule();
    const listener = jest.fn();
    const stop = store.subscribeEnquiry(listener);
    store.updateEnquiry({ fullName: "Ira" });
    store.updateEnquiry({ fullName: "Ira" });
    stop();
    store.updateEnquiry({ fullName: "Ira Mehta" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("works on without one where the browser blocks storage", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const store = freshModule();
    expect(store.getEnquiry()).toEqual(EMPTY);
    store.updateEnquiry({ message: "Still typed." });
    expect(store.getEnquiry().message).toBe("Still typed.");
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe("a stored value from an older build, or a corrupt one", () => {
  it.each([
    ["not JSON", "{fullName: Zoë"],
    ["JSON null", "null"],
    ["a string", '"Zoë"'],
    ["an array", "[1, 2]"],
    ["another version", JSON.stringify({ version: 0, values: DRAFT })],
    ["the values alone, unversioned", JSON.stringify(DRAFT)],
    ["no values", JSON.stringify({ version: 1 })],
  ])("%s gives an empty form", (_label, stored) => {
    expect(parseDraft(stored)).toEqual(EMPTY);
    sessionStorage.setItem(DRAFT_KEY, stored);
    expect(freshModule().getEnquiry()).toEqual(EMPTY);
  });

  it("keeps the fields that are sound and drops the rest", () => {
    const values = {
      fullName: 42,
      email: "zoe@example.com",
      country_code: "+44",
      user_phone: null,
      message: "x".repeat(5001),
      studio_ref: "spam",
    };
    expect(parseDraft(JSON.stringify({ version: 1, values }))).toEqual({
      ...EMPTY,
      email: "zoe@example.com",
    });
  });
});

describe("serializeDraft", () => {
  it("stores nothing for an empty form, and only the enquiry's five fields", () => {
    expect(serializeDraft(EMPTY)).toBeNull();
    const withTrap = { ...DRAFT, studio_ref: "spam" };
    expect(JSON.parse(serializeDraft(withTrap) ?? "")).toEqual({ version: 1, values: DRAFT });
  });
});

describe("the message API other modules use", () => {
  it("opens an empty message with a sentence, once", () => {
    const store = freshModule();
    const villa = "I would like a project like the Assagao villa.";
    expect(store.openMessageWith(`  ${villa} `)).toBe(true);
    expect(store.getEnquiry().message).toBe(villa);
    expect(store.openMessageWith(villa)).toBe(false);
    expect(store.openMessageWith("   ")).toBe(false);
  });

  it("opens a draft with the sentence and keeps all of the draft after it", () => {
    sessionStorage.setItem(DRAFT_KEY, serializeDraft(DRAFT) ?? "");
    const restored = freshModule();
    expect(restored.openMessageWith("I would like a project like this.")).toBe(true);
    expect(restored.getEnquiry().message).toBe(
      `I would like a project like this.\n\n${DRAFT.message}`,
    );
  });

  it("cuts nothing the visitor wrote: a sentence that would not fit is left out", () => {
    const store = freshModule();
    const draft = "a".repeat(MESSAGE_MAX_LENGTH - 20);
    store.updateEnquiry({ message: draft });
    expect(store.openMessageWith("A sentence of more than eighteen characters.")).toBe(false);
    expect(store.getEnquiry().message).toBe(draft);
  });

  it("appends a paragraph after the message and keeps it in the draft", () => {
    const store = freshModule();
    expect(store.appendToMessage("  My shortlist:\n- Villa  ")).toBe(true);
    expect(store.getEnquiry().message).toBe("My shortlist:\n- Villa");
    store.updateEnquiry({ message: "A calmer room.  \n" });
    expect(store.appendToMessage("My shortlist:\n- Villa")).toBe(true);
    expect(store.getEnquiry().message).toBe("A calmer room.\n\nMy shortlist:\n- Villa");
    expect(freshModule().getEnquiry().message).toBe("A calmer room.\n\nMy shortlist:\n- Villa");
  });

  it("appends only what fits in the message's 1,000 characters, and says how much room is left", () => {
    const store = freshModule();
    store.updateEnquiry({ message: "x".repeat(990) });
    expect(store.messageRoom()).toBe(8);
    expect(store.appendToMessage("123456789")).toBe(false);
    expect(store.appendToMessage("12345678")).toBe(true);
    expect(store.getEnquiry().message).toHaveLength(1000);
    expect(store.messageRoom()).toBe(0);
  });
});
