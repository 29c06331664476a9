import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { type ReactNode, useCallback, useEffect, useReducer, useRef } from "react";
import { useHoverAndFocusWithin } from "../../../hooks/use-hover-and-focus-within";
import { usePrefersReducedMotion } from "../../../hooks/use-prefers-reduced-motion";
import { useSwipe } from "../../../hooks/use-swipe";
import { fillTemplate } from "../../../utils/fill-template";
import { wrapIndex } from "../../../utils/wrap-index";
import { Chevron } from "../../ui/Chevron/Chevron";
import { IconButton } from "../../ui/IconButton/IconButton";
import { afterDocumentLoad } from "../../../hooks/use-document-loaded";
import { useHydrated } from "../../../hooks/use-hydrated";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import {
  carouselReducer,
  INITIAL_CAROUSEL_STATE,
  isRotating,
  shownSlide,
  wantsRotation,
} from "./carousel-state";
import * as styles from "./HeroCarousel.module.css";
import { prefetchImage } from "../../../utils/prefetch-image";

/** How long a slide stays before the next one (docs/pages.md). */
export const ROTATION_INTERVAL_MS = 12_000;

interface HeroCarouselProps {
  slides: readonly Queries.HeroSlideFragment[];
  /** content/home.yaml `carousel`: the region's name and the controls' labels. */
  labels: Queries.CarouselLabelsFragment;
  /** The page's heading, laid over the slides on wide screens and below them on phones. */
  children?: ReactNode;
}

/**
 * The home page's full-width carousel, after the WAI-ARIA carousel pattern: it rotates every
 * 12 seconds, pauses on hover, on focus and on request, and never moves by itself for visitors
 * who prefer reduced motion. The first slide is the page's LCP image; the others load lazily.
 * The server's HTML holds the first slide alone: the others are hidden until the script turns
 * to them, so their markup would only lengthen the page's first round trip; they join the track,
 * out of view, when the page hydrates.
 */
export function HeroCarousel({ slides, labels, children }: HeroCarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, INITIAL_CAROUSEL_STATE);
  const reducedMotion = usePrefersReducedMotion();
  const shown = shownSlide(state, slides.length);
  const rotating = isRotating(state, reducedMotion);
  const playing = wantsRotation(state, reducedMotion);
  const swipe = useSwipe({
    onSwipeLeft: () => {
      dispatch({ type: "next" });
    },
    onSwipeRight: () => {
      dispatch({ type: "previous" });
    },
  });

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => {
      dispatch({ type: "tick", reducedMotion });
    }, ROTATION_INTERVAL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, reducedMotion, state.moves]);

  const rendered = useHydrated() ? slides : slides.slice(0, 1);
  const upcoming = slides[wrapIndex(shown + 1, slides.length)];
  usePrefetchAfterLoad(upcoming?.image.src.childImageSharp?.gatsbyImageData);

  const carousel = useRef<HTMLElement>(null);
  useHoverAndFocusWithin(carousel, {
    onHoverChange: useCallback((value: boolean) => {
      dispatch({ type: "hover", value });
    }, []),
    onFocusWithinChange: useCallback((value: boolean) => {
      dispatch({ type: "focus", value });
    }, []),
  });

  return (
    <section
      ref={carousel}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.label}
    >
      <div className={styles.viewport} {...swipe}>
        <div
          className={styles.track}
          style={{ transform: `translateX(${-100 * shown}%)` }}
          aria-live={rotating ? "off" : "polite"}
        >
          {rendered.map((slide, index) => {
            const current = index === shown;
            return (
              <div
                key={slide.image.src.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(labels.slideOf, { n: index + 1, count: slides.length })}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                <ContentPicture
                  image={slide.image}
                  priority={index === 0}
                  className={styles.image}
                />
                <p className={styles.caption}>
                  <span className={styles.captionTitle}>{slide.title}</span>
                  <span className={styles.captionMeta}>{slide.caption}</span>
                </p>
              </div>
            );
          })}
        </div>
        {children ? <div className={styles.overlay}>{children}</div> : null}
      </div>

      <div className={styles.controls}>
        <IconButton
          className={styles.playPause}
          onClick={() => {
            dispatch({ type: playing ? "pause" : "play" });
          }}
          aria-label={playing ? labels.pause : labels.play}
          data-playing={playing}
        >
          <span className={styles.playPauseIcon} aria-hidden="true" />
        </IconButton>
        <IconButton
          onClick={() => {
            dispatch({ type: "previous" });
          }}
          aria-label={labels.previous}
        >
          <Chevron direction="previous" />
        </IconButton>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.image.src.id}
              type="button"
              className={styles.dot}
              onClick={() => {
                dispatch({ type: "goTo", index });
              }}
              aria-label={fillTemplate(labels.goTo, { n: index + 1 })}
              aria-current={index === shown ? "true" : undefined}
            />
          ))}
        </div>
        <IconButton
          onClick={() => {
            dispatch({ type: "next" });
          }}
          aria-label={labels.next}
        >
          <Chevron direction="next" />
        </IconButton>
      </div>
    </section>
  );
}

/**
 * Warms the browser's cache with the image the next slide will show, once the page has finished
 * loading, so it never competes with the first slide.
 */
function usePrefetchAfterLoad(image: IGatsbyImageData | undefined) {
  useEffect(
    () =>
      afterDocumentLoad(() => {
        prefetchImage(image);
      }),
    [image],
  );
}

export const carouselLabelsFragment = graphql`
  fragment CarouselLabels on HomeCarousel {
    label
    previous
    next
    goTo
    slideOf
    pause
    play
  }
`;

export const heroSlideFragment = graphql`
  fragment HeroSlide on SlidesYaml {
    title
    caption
    image {
      alt
      src {
        id
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.7778
            formats: [AVIF, WEBP]
            breakpoints: [480, 768, 1080, 1440, 1920, 2400]
            sizes: "100vw"
            quality: 60
            avifOptions: { quality: 50, speed: 6 }
          )
        }
      }
    }
  }
`;
