import { type TouchEvent, useRef } from "react";

/** Horizontal distance, in CSS pixels, that counts as a swipe rather than a tap or a scroll. */
const SWIPE_DISTANCE = 40;

interface SwipeHandlers {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}

/**
 * Touch handlers that call back on a mostly horizontal swipe of one finger; vertical scrolling is
 * left alone. A second finger makes the gesture a pinch, and a page zoomed in is panned, not
 * swiped: neither turns the picture.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: SwipeHandlers) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from || event.touches.length > 0) return;
      if ((window.visualViewport?.scale ?? 1) > 1) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
  };
}
