import { resolveEmailConfig } from "./email-config";
import { createWebStorage } from "./emailjs-storage";
import { EMAILJS_KEYS, sampleEnquiry } from "../test-utils/contact-form";

/** A browser that refuses the site's storage: reading `localStorage` throws, as Chrome's does. */
function refuseStorage() {
  return jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe("EmailJS's storage, ours in the SDK's place", () => {
  it("is the browser's localStorage where the site may use it", async () => {
    const storage = createWebStorage();
    await storage?.set("limit", "1");
    expect(localStorage.getItem("limit")).toBe("1");
    await expect(storage?.get("limit")).resolves.toBe("1");
    await storage?.remove("limit");
    expect(localStorage.getItem("limit")).toBeNull();
  });

  it("is none where the browser refuses the site's storage", () => {
    refuseStorage();
    expect(createWebStorage()).toBeUndefined();
  });

  it("lets the SDK load and an enquiry go out where storage is refused", async () => {
    refuseStorage();
    const fetchMock = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve("OK") }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const config = resolveEmailConfig(EMAILJS_KEYS);
    await jest.isolateModulesAsync(async () => {
      // The SDK's modules load afresh here, as on a page opened with storage refused.
      const { sendEnquiry } = await import("./email");
      await expect(sendEnquiry(sampleEnquiry, config)).resolves.toMatchObject({ ok: true });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
