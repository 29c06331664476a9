/** @jest-environment node */
import { isOn, offIn, overridesOff } from "./options";

describe("the plugin's switches", () => {
  it("turns off the changes named in the list, and only those", () => {
    const off = overridesOff(" stylesheet-per-page,short-class-names ,");
    expect(off).toEqual(["stylesheet-per-page", "short-class-names"]);
    expect(isOn({ off }, "stylesheet-per-page")).toBe(false);
    expect(isOn({ off }, "boundaries-in-place")).toBe(true);
  });

  it("keeps every change on when nothing is listed", () => {
    expect(overridesOff(undefined)).toEqual([]);
    expect(overridesOff("")).toEqual([]);
    expect(isOn(undefined, "remove-last-bundles")).toBe(true);
    expect(isOn({}, "remove-last-bundles")).toBe(true);
    expect(offIn({})).toEqual([]);
  });

  it("reads the switches off from Gatsby's options, ignoring what is not a switch", () => {
    expect(offIn({ off: ["avif-effort", "nonsense", 3] })).toEqual(["avif-effort"]);
    expect(offIn({ off: "avif-effort" })).toEqual([]);
  });

  it("refuses a name that is not a switch, naming the ones there are", () => {
    expect(() => overridesOff("short-classnames")).toThrow(
      /OVERRIDES_OFF names no change of plugins\/gatsby-overrides: short-classnames \(one of short-class-names, /,
    );
  });
});
