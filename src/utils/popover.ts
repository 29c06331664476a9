/**
 * Whether `element` is a popover the browser opens and closes itself (`popover`, every browser
 * since 2024): a press on its `popovertarget` button works before the page's code runs, and its
 * `toggle` event says when it opened or closed. Elsewhere the page's code does the opening.
 */
export function isNativePopover(element: Element): boolean {
  return element.hasAttribute("popover") && "togglePopover" in element;
}
