import { type RefObject, useEffect } from "react";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  '[contenteditable]:not([contenteditable="false"])',
  "[tabindex]",
].join(",");

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest("[inert], [hidden]"),
  );
}

interface FocusTrapOptions {
  /** Receives focus when the trap starts; the container itself (give it `tabIndex={-1}`) if absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Gets focus back when the trap ends; the element focused when it started, if absent. */
  returnFocusTo?: HTMLElement | null;
  /**
   * Id of the page's root (Gatsby's is `___gatsby`), made `inert` while the trap is on, so that
   * neither pointer, Tab nor screen reader reaches the page behind. The trapped element must sit
   * outside it (in a portal).
   */
  inertRootId?: string;
}

/**
 * A modal focus trap, after the WAI-ARIA dialog pattern: focus moves in when it starts, Tab and
 * Shift+Tab cycle through the container's controls, and focus returns where it came from when
 * it ends (the component unmounts).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { initialFocus, returnFocusTo, inertRootId }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const trap = container.current;
    if (!trap) return undefined;
    // Read before the page goes inert: browsers drop focus from inside an inert subtree.
    const opener =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const root = inertRootId ? document.getElementById(inertRootId) : null;
    const rootWasInert = root?.hasAttribute("inert") ?? false;
    root?.setAttribute("inert", "");
    (initialFocus?.current ?? trap).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const tabbable = tabbableWithin(trap);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        trap.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && trap.contains(active) && active !== trap;
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      // The page must be reachable again before focus can go back into it.
      if (root && !rootWasInert) root.removeAttribute("inert");
      if (opener?.isConnected) opener.focus();
    };
  }, [container, initialFocus, returnFocusTo, inertRootId]);
}
