import { useEffect, useRef, useState } from "react";
import { fillTemplate } from "../../../utils/fill-template";
import { START_POSITION, positionAt, shares } from "./comparison-position";
import * as styles from "./Comparison.module.css";

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
 * named and voiced from the labels. Pressing on the pictures with a mouse, pen or finger moves
 * the divider there and dragging takes it along, while a vertical swipe still scrolls the page
 * (the frame's `touch-action: pan-y`). The position reaches the pictures as the frame's
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
    };
    const press = (event: PointerEvent) => {
      if (event.button !== 0) return;
      // No text selection, no image drag, and focus stays on the slider (below) rather than
      // going to the page, so the keys carry on from where the pointer left the divider.
      event.preventDefault();
      frame.setPointerCapture(event.pointerId);
      frame.toggleAttribute("data-dragging", true);
      follow(event);
      range.current?.focus({ preventScroll: true });
    };
    const move = (event: PointerEvent) => {
      if (frame.hasPointerCapture(event.pointerId)) follow(event);
    };
    const release = () => {
      frame.removeAttribute("data-dragging");
    };
    frame.toggleAttribute("data-interactive", true);
    frame.addEventListener("pointerdown", press);
    frame.addEventListener("pointermove", move);
    frame.addEventListener("lostpointercapture", release);
    return () => {
      frame.removeAttribute("data-interactive");
      frame.removeEventListener("pointerdown", press);
      frame.removeEventListener("pointermove", move);
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
