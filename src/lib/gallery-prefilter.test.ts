import { PREFILTER_ATTRIBUTE, clearPrefilter, prefilterScript } from "./gallery-prefilter";

/** Runs the head script as the browser does, at `search`, while the document is `readyState`. */
function runScript(search: string, readyState: DocumentReadyState) {
  window.history.replaceState(null, "", `/projects${search}`);
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  // The script is a string for the page's <head>; evaluating it is the point of this test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(prefilterScript) as () => void;
  script();
  return document.documentElement.getAttribute(PREFILTER_ATTRIBUTE);
}

afterEach(() => {
  jest.restoreAllMocks();
  clearPrefilter();
});

describe("the gallery's head script", () => {
  it.each([
    ["?category=commercial", "commercial"],
    ["?utm_source=mail&category=home", "home"],
    // An unknown value marks nothing: every card stays, "All" pressed, as React will show them.
    ["?category=gardens", null],
    ["?category=", null],
    ["", null],
  ])("marks <html> for %j, before the first paint, with %j", (search, mark) => {
    expect(runScript(search, "loading")).toBe(mark);
  });

  it("does nothing once the document has loaded (a client-side visit, which React renders)", () => {
    expect(runScript("?category=commercial", "complete")).toBeNull();
    expect(runScript("?category=commercial", "interactive")).toBeNull();
  });

  it("is cleared once React shows the filter itself", () => {
    runScript("?category=renovation", "loading");
    clearPrefilter();
    expect(document.documentElement).not.toHaveAttribute(PREFILTER_ATTRIBUTE);
  });
});
