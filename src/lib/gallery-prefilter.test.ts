import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_CATEGORIES } from "./project-categories";
import { runHeadScript } from "../test-utils/head-script";
import { PREFILTER_ATTRIBUTE, clearPrefilter, prefilterScript } from "./gallery-prefilter";

/** Runs the head script as the browser does, at `search`, while the document is `readyState`. */
function runScript(search: string, readyState: DocumentReadyState) {
  window.history.replaceState(null, "", `/projects${search}`);
  runHeadScript(prefilterScript, readyState);
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

describe("the stylesheets that show a marked filter before React", () => {
  /** A stylesheet of the gallery, read as the build reads it. */
  const stylesheet = (component: string) =>
    readFileSync(
      path.join(__dirname, "..", "components", "projects", component, `${component}.module.css`),
      "utf8",
    );

  // Written out per category in CSS, which cannot loop: a category added or renamed in one place
  // alone would leave its linked filter showing every card, "All" unpressed, until React runs.
  it.each(PROJECT_CATEGORIES)("hide the other cards and press the button for %s", (category) => {
    const mark = `html[${PREFILTER_ATTRIBUTE}="${category}"]`;
    expect(stylesheet("ProjectGrid")).toContain(
      `${mark}) .item:not([data-category="${category}"])`,
    );
    expect(stylesheet("ProjectFilter")).toContain(`${mark}) .option[data-filter="${category}"]`);
  });
});
