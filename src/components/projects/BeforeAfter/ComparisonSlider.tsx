import { useEffect, useRef, useState } from "react";
import { fillTemplate } from "../../../utils/fill-template";
import { START_POSITION, positionAt, shares } from "./comparison-position";
import * as styles from "./Comparison.module.css";

/** How far (CSS px) a finger moves before its direction tells a slide from a scroll. */
const TOUCH_SLOP = 8;

export interface ComparisonLabels {
  /** The tag on the picture before the works ("Before"). */
  before: string;
  /** The tag on the picture after ("After"). */
  after: string;
  /** The slider's name, "{caption}" filled with the pair's caption. */
  compare: string;
  /** The slider's spoken value, "{before}" and "{after}" filled with each picture's share. */
  position: string;
}

export interface ComparisonSliderProps {
  /** The comparison's frame (ComparisonFrame): the slider moves its `--position`. */
  frame: HTMLElement;
  caption: string;
  labels: ComparisonLabels;
}

/**
 * What makes a comparison move, loaded apart from the page (ComparisonFrame imports it lazily).
 * A native range input, laid over the frame for assistive technology's outline, moves the
 * divider with the arrow keys, Page Up/Down, Home/End and a screen reader's own gestures; it is
 * named and voiced from the labels. Pressing on the pictures with a mouse or pen moves the
 * divider there and dragging takes it along; a finger moves it by sliding sideways or by a tap,
 * while a vertical swipe that starts on the pictures still scrolls the page and leaves the
 * divider where it is (the frame's `touch-action: pan-y` hands vertical pans to the browser). The position reaches the pictures as the frame's
 * `--position`, set through the CSSOM, which no style policy restricts; moving it lays out
 * nothing but the divider.
 */
export default function ComparisonSlider({ frame, caption, labels }: ComparisonSliderProps) {
  const [position, setPosition] = useState(START_POSITION);
  const range = useRef<HTMLInputElement>(null);

  useEffect(() => {
    frame.style.setProperty("--position", `${String(position)}%`);
  }, [frame, position]);

  useEffect(() => {
    const follow = (event: PointerEvent) => {
      const box = frame.getBoundingClientRect();
      setPosition(positionAt(event.clientX, box.left, box.width));
      // The keys carry on from where the pointer left the divider.
      range.current?.focus({ preventScroll: true });
    };
    /**
     * A finger that has touched down and not yet shown where it is going: sideways moves the
     * divider; up or down is the page scrolling (the browser takes it over at once or after a
     * few pixels, so the moves before that must not count); lifting in place is a tap.
     */
    let finger: { id: number; x: number; y: number; scrolling: boolean } | null = null;
    const press = (event: PointerEvent) => {
      if (event.button !== 0) return;
      // No text selection or image drag, and no mouse events after it, whose default would
      // move focus off the slider.
      event.preventDefault();
      frame.setPointerCapture(event.pointerId);
      frame.toggleAttribute("data-dragging", true);
      if (event.pointerType === "touch") {
        finger = { id: event.pointerId, x: event.clientX, y: event.clientY, scrolling: false };
      } else {
        follow(event);
      }
    };
    const move = (event: PointerEvent) => {
      if (!frame.hasPointerCapture(event.pointerId)) return;
      if (finger?.id === event.pointerId) {
        const across = Math.abs(event.clientX - finger.x);
        const down = Math.abs(event.clientY - finger.y);
        if (finger.scrolling || Math.max(across, down) < TOUCH_SLOP) return;
        if (down >= across) {
          finger.scrolling = true;
          return;
        }
        finger = null;
      }
      follow(event);
    };
    const lift = (event: PointerEvent) => {
      if (finger?.id === event.pointerId && !finger.scrolling) follow(event);
      finger = null;
    };
    const release = () => {
      // After a lift, or when the browser takes a finger over to scroll (pointercancel).
      finger = null;
      frame.removeAttribute("data-dragging");
    };
    frame.toggleAttribute("data-interactive", true);
    frame.addEventListener("pointerdown", press);
    frame.addEventListener("pointermove", move);
    frame.addEventListener("pointerup", lift);
    frame.addEventListener("lostpointercapture", release);
    return () => {
      frame.removeAttribute("data-interactive");
      frame.removeEventListener("pointerdown", press);
      frame.removeEventListener("pointermove", move);
      frame.removeEventListener("pointerup", lift);
      frame.removeEventListener("lostpointercapture", release);
    };
  }, [frame]);

  return (
    <input
      ref={range}
      type="range"
      className={styles.range}
      min={0}
      max={100}
      step="any"
      value={position}
      aria-label={fillTemplate(labels.compare, { caption })}
      aria-valuetext={fillTemplate(labels.position, shares(position))}
      onChange={(event) => {
        setPosition(Number(event.currentTarget.value));
      }}
    />
  );
}
