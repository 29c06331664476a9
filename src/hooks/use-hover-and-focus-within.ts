import { type RefObject, useEffect } from "react";

interface Callbacks {
  onHoverChange: (hovered: boolean) => void;
  onFocusWithinChange: (focused: boolean) => void;
}

/**
 * Reports when the pointer enters or leaves an element and when focus moves into or out of it,
 * without making the element itself interactive (the carousel pauses on both, WCAG 2.2.2). Only
 * a mouse or a pen hovers: a finger's tap sends an enter with no leave to follow. A pointer or
 * focus already inside when the page's script starts (its enter went unheard) is reported then.
 */
export function useHoverAndFocusWithin(
  ref: RefObject<HTMLElement | null>,
  { onHoverChange, onFocusWithinChange }: Callbacks,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== "touch") onHoverChange(true);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== "touch") onHoverChange(false);
    };
    const focusIn = () => {
      onFocusWithinChange(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        onFocusWithinChange(false);
      }
    };
    element.addEventListener("pointerenter", enter);
    element.addEventListener("pointerleave", leave);
    element.addEventListener("focusin", focusIn);
    element.addEventListener("focusout", focusOut);
    if (matchMedia("(hover: hover)").matches && element.matches(":hover")) onHoverChange(true);
    if (element.contains(document.activeElement)) onFocusWithinChange(true);
    return () => {
      element.removeEventListener("pointerenter", enter);
      element.removeEventListener("pointerleave", leave);
      element.removeEventListener("focusin", focusIn);
      element.removeEventListener("focusout", focusOut);
    };
  }, [ref, onHoverChange, onFocusWithinChange]);
}
