import type { IGatsbyImageData } from "gatsby-plugin-image";
import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useHydrated } from "../../../hooks/use-hydrated";
import { classNames } from "../../../utils/class-names";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import type { ComparisonLabels } from "./ComparisonSlider";
import * as styles from "./Comparison.module.css";

/**
 * The slider's code is its own chunk (1.1 KB gzip), fetched only where a page shows a pair, once
 * the page has hydrated, so that no project page's first load carries it. It is never rendered
 * on the server: it only moves what the server's HTML already shows.
 */
const ComparisonSlider = lazy(
  () => import(/* webpackChunkName: "before-after" */ "./ComparisonSlider"),
);

export interface ComparisonImage {
  alt: string;
  image: IGatsbyImageData | null | undefined;
}

interface ComparisonFrameProps {
  before: ComparisonImage;
  after: ComparisonImage;
  caption: string;
  labels: ComparisonLabels;
  /** The pictures' shape, "1600 / 1200": the frame reserves it, so nothing moves as it loads. */
  aspectRatio: string | undefined;
  /** False once the slider's code has failed to load: the pictures stay, split at 50%. */
  movable: boolean;
}

/**
 * One room before and after, in one frame: the "before" picture shows left of a divider, the
 * "after" right of it, split at the frame's `--position` (50% until moved). The pictures, their
 * tags and the divider are plain HTML from the server, so the comparison shows at once, without
 * JavaScript too; the slider that moves it (ComparisonSlider) arrives after hydration and slots
 * in before the divider, whose handle then shows its keyboard focus.
 */
export function ComparisonFrame({
  before,
  after,
  caption,
  labels,
  aspectRatio,
  movable,
}: ComparisonFrameProps) {
  const hydrated = useHydrated();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setFrame} className={styles.frame} style={{ aspectRatio } satisfies CSSProperties}>
      <div className={classNames(styles.layer, styles.before)}>
        <ResponsiveImage image={before.image} alt={before.alt} className={styles.picture} />
        <span className={classNames(styles.tag, styles.tagBefore)}>{labels.before}</span>
      </div>
      <div className={styles.layer}>
        <ResponsiveImage image={after.image} alt={after.alt} className={styles.picture} />
        <span className={classNames(styles.tag, styles.tagAfter)}>{labels.after}</span>
      </div>
      {movable && hydrated && frame ? (
        <Suspense fallback={null}>
          <ComparisonSlider frame={frame} caption={caption} labels={labels} />
        </Suspense>
      ) : null}
      <div className={styles.divider} aria-hidden="true">
        <span className={styles.handle}>
          <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <path d="M9 6 3 12l6 6M15 6l6 6-6 6" />
          </svg>
        </span>
      </div>
    </div>
  );
}
