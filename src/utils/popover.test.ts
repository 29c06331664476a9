import { isNativePopover } from "./popover";

describe("isNativePopover", () => {
  const list = (popover: boolean) => {
    const element = document.createElement("ul");
    if (popover) element.setAttribute("popover", "auto");
    return element;
  };

  it("is a popover the browser runs: the attribute, and a browser that knows popovers", () => {
    // jsdom knows none: what a browser with popovers gives every element.
    const known = Object.assign(list(true), { togglePopover: () => true });
    expect(isNativePopover(known)).toBe(true);
  });

  it("is not without the attribute, nor where the browser knows no popovers", () => {
    expect(isNativePopover(Object.assign(list(false), { togglePopover: () => true }))).toBe(false);
    expect(isNativePopover(list(true))).toBe(false);
  });
});
