import { useEffect } from "react";

/**
 * Stops the page from scrolling while `locked` (a modal dialog is open) and puts back the root's
 * own inline styles afterwards. The scrollbar's gutter is kept, so the page does not shift sideways.
 */
export function useScrollLock(locked = true): void {
  useEffect(() => {
    if (!locked) return undefined;
    const root = document.documentElement;
    const previous = {
      overflow: root.style.getPropertyValue("overflow"),
      gutter: root.style.getPropertyValue("scrollbar-gutter"),
    };
    // A classic scrollbar takes room from the page: keep its gutter when the bar goes away.
    if (window.innerWidth > root.clientWidth) root.style.setProperty("scrollbar-gutter", "stable");
    root.style.setProperty("overflow", "hidden");
    return () => {
      root.style.setProperty("overflow", previous.overflow);
      root.style.setProperty("scrollbar-gutter", previous.gutter);
    };
  }, [locked]);
}
