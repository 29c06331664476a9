import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useCloseRequest } from "../../../hooks/use-close-request";
import { useFocusTrap } from "../../../hooks/use-focus-trap";
import { useScrollLock } from "../../../hooks/use-scroll-lock";
import { useSwipe } from "../../../hooks/use-swipe";
import { classNames } from "../../../utils/class-names";
import { fillTemplate } from "../../../utils/fill-template";
import { withCommandKey } from "../../../utils/keys";
import { wrapIndex } from "../../../utils/wrap-index";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import * as styles from "./Lightbox.module.css";
import { prefetchImage } from "../../../utils/prefetch-image";
import { Chevron } from "../../ui/Chevron/Chevron";

/** The element Gatsby renders the site into; it goes inert while the lightbox is open. */
const PAGE_ROOT_ID = "___gatsby";

export interface LightboxLabels {
  /** The dialog's accessible name, e.g. "Project images". */
  label: string;
  previous: string;
  next: string;
  close: string;
  /** "{n} of {count}" */
  position: string;
}

export interface LightboxImage {
  /** Stable key, such as the image file's node id. */
  id: string;
  alt: string;
  /** Large image data: shown whole (never cropped), as big as the viewport allows. */
  image: IGatsbyImageData | null | undefined;
}

interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image shown first (0-based). */
  initialIndex: number;
  labels: LightboxLabels;
  /**
   * Called on a close request (Escape; Android's Back where the browser has `CloseWatcher`), the
   * Close button or a click on the backdrop; the parent unmounts it.
   */
  onClose: () => void;
  /** Gets focus back on close; by default the element that had focus when the lightbox opened. */
  returnFocusTo?: HTMLElement | null;
  /** Buttons about the image shown (its index given), at the top opposite Close: Save. */
  actions?: (index: number) => ReactNode;
}

/**
 * A modal image viewer over a dark backdrop: Left/Right keys, buttons and swipes move through the
 * images (wrapping at either end), Escape (and Android's Back) closes. Focus is trapped inside and
 * returns to the opener; the page behind is inert and does not scroll. Rendered in a portal on
 * `document.body`, so it is meant for the browser only (load it with `React.lazy` when first
 * opened).
 */
export function Lightbox({
  images,
  initialIndex,
  labels,
  onClose,
  returnFocusTo,
  actions,
}: LightboxProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => (count > 0 ? wrapIndex(initialIndex, count) : 0));
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const move = (step: number) => {
    if (count === 0) return;
    setIndex((current) => wrapIndex(current + step, count));
  };
  const showPrevious = () => {
    move(-1);
  };
  const showNext = () => {
    move(1);
  };

  useFocusTrap(dialog, {
    initialFocus: closeButton,
    returnFocusTo,
    inertRootId: PAGE_ROOT_ID,
  });
  useScrollLock();
  useCloseRequest(onClose);
  useArrowKeys({ onPrevious: showPrevious, onNext: showNext });
  const swipe = useSwipe({ onSwipeLeft: showNext, onSwipeRight: showPrevious });

  const current = images[index];
  const frame = useRef<HTMLDivElement>(null);
  usePrefetchNeighbours(frame, images, index);
  if (!current) return null;

  const navigable = count > 1;
  return createPortal(
    <div
      ref={dialog}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-label={labels.label}
      tabIndex={-1}
      {...swipe}
    >
      {/* Pointer users close by clicking beside the image; keyboard users press Escape. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />

      {actions ? <div className={styles.actions}>{actions(index)}</div> : null}

      <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
        <span>{labels.close}</span>
        <span className={styles.closeIcon} aria-hidden="true" />
      </button>

      <figure className={styles.figure}>
        <div className={styles.stage}>
          <div
            key={current.id}
            ref={frame}
            className={styles.frame}
            style={frameStyle(current.image)}
          >
            <ResponsiveImage
              image={current.image}
              alt={current.alt}
              priority
              className={styles.image}
            />
          </div>
        </div>
        <figcaption className={styles.caption} aria-live="polite" aria-atomic="true">
          <span className={styles.position}>
            {fillTemplate(labels.position, { n: index + 1, count })}
          </span>{" "}
          <span className={styles.alt}>{current.alt}</span>
        </figcaption>
      </figure>

      {navigable ? (
        <>
          <StepButton direction="previous" onClick={showPrevious} label={labels.previous} />
          <StepButton direction="next" onClick={showNext} label={labels.next} />
        </>
      ) : null}
    </div>,
    document.body,
  );
}

export default Lightbox;

/** The button to the previous or the next image, at the side of the stage it points to. */
function StepButton({
  direction,
  onClick,
  label,
}: {
  direction: "previous" | "next";
  onClick: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className={classNames(styles.control, direction === "next" ? styles.next : styles.previous)}
      onClick={onClick}
      aria-label={label}
    >
      <Chevron direction={direction} />
    </button>
  );
}

/** ArrowLeft and ArrowRight anywhere while the dialog is open (not with a modifier key). */
function useArrowKeys(handlers: { onPrevious: () => void; onNext: () => void }) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || withCommandKey(event)) return;
    const action = { ArrowLeft: handlers.onPrevious, ArrowRight: handlers.onNext }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}

/**
 * The frame keeps the image's aspect ratio and is as large as the stage allows in both directions
 * (see `.frame` in the stylesheet), never wider than the image itself.
 */
function frameStyle(image: IGatsbyImageData | null | undefined): CSSProperties | undefined {
  if (!image) return undefined;
  return {
    "--ratio": image.width / image.height,
    maxWidth: image.layout === "fullWidth" ? undefined : `${image.width}px`,
  };
}

/**
 * Once the image shown has loaded, warms the cache with the images either side of it, so moving
 * to one shows it at once without ever competing with the one the visitor is waiting for.
 */
function usePrefetchNeighbours(
  frame: RefObject<HTMLElement | null>,
  images: readonly LightboxImage[],
  index: number,
) {
  useEffect(() => {
    const count = images.length;
    const img = frame.current?.querySelector("img");
    if (!img || count < 2) return undefined;
    const prefetchNeighbours = () => {
      prefetchImage(images[wrapIndex(index + 1, count)]?.image);
      prefetchImage(images[wrapIndex(index - 1, count)]?.image);
    };
    if (img.complete) {
      prefetchNeighbours();
      return undefined;
    }
    img.addEventListener("load", prefetchNeighbours, { once: true });
    return () => {
      img.removeEventListener("load", prefetchNeighbours);
    };
  }, [frame, images, index]);
}
