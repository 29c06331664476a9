import { type RefObject, useEffect } from "react";

interface Callbacks {
  onHoverChange: (hovered: boolean) => void;
  onFocusWithinChange: (focused: boolean) => void;
}

/**
 * Reports when the pointer enters or leaves an element and when focus moves into or out of it,
 * without making the element itself interactive (the carousel pauses on both, WCAG 2.2.2).
 */
export function useHoverAndFocusWithin(
  ref: RefObject<HTMLElement | null>,
  { onHoverChange, onFocusWithinChange }: Callbacks,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const enter = () => {
      onHoverChange(true);
    };
    const leave = () => {
      onHoverChange(false);
    };
    const focusIn = () => {
      onFocusWithinChange(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        onFocusWithinChange(false);
      }
    };
    element.addEventListener("mouseenter", enter);
    element.addEventListener("mouseleave", leave);
    element.addEventListener("focusin", focusIn);
    element.addEventListener("focusout", focusOut);
    return () => {
      element.removeEventListener("mouseenter", enter);
      element.removeEventListener("mouseleave", leave);
      element.removeEventListener("focusin", focusIn);
      element.removeEventListener("focusout", focusOut);
    };
  }, [ref, onHoverChange, onFocusWithinChange]);
}
