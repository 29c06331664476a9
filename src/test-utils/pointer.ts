import { createEvent, fireEvent } from "@testing-library/react";

type PointerEventName = "pointerDown" | "pointerEnter" | "pointerOut" | "pointerCancel";

/**
 * Fires a pointer event from a `pointerType` ("mouse", "touch", "pen") on `target`. jsdom has no
 * PointerEvent, so the event is told where it comes from.
 */
export function firePointer(target: Element, name: PointerEventName, pointerType: string): void {
  const event = createEvent[name](target);
  Object.defineProperty(event, "pointerType", { value: pointerType });
  fireEvent(target, event);
}
