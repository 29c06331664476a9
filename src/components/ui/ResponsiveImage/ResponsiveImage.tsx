import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useDocumentLoaded } from "../../../hooks/use-document-loaded";
import { classNames } from "../../../utils/class-names";
import * as styles from "./ResponsiveImage.module.css";
import { EARLY_ATTRIBUTE } from "../../../utils/early-picture";

export interface ResponsiveImageProps {
  /** `gatsbyImageData` from the query; its size arguments live in the section's fragment. */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /**
   * The page's largest image above the fold (its LCP element): in the HTML, fetched first, with
   * high priority, never lazily.
   */
  priority?: boolean;
  /**
   * A picture that some of the page's addresses show in the first screen and others do not (the
   * first card of a category in the gallery, first under a linked filter): in the HTML as a lazily
   * loaded picture marked `data-early`, for its page's stylesheet, which hides it (so the browser
   * does not fetch it) until the page's code runs, but for the addresses that show it. Until the
   * load event its frame takes the image data's ratio (a style, above any class's). Ignored for a
   * `priority` picture.
   */
  early?: boolean;
  /** The slot's width when it differs from the one in the query, for one set of files in two slots. */
  sizes?: string;
  className?: string;
  /** The picture's id, for a control it describes (`aria-describedby`) once it is shown. */
  id?: string;
}

/** Width given to a full-width picture's box, for its aspect ratio only. */
const FULL_WIDTH_BOX = 1600;

/**
 * An optimised, responsive image from gatsby-plugin-image's data, rendered as a plain
 * `<picture>` (modern formats first, every size in `srcset`) that reserves its box, so nothing
 * shifts.
 *
 * The one `priority` image per page is in the HTML and loads at once. Every other picture waits
 * for the page's load event, then loads lazily as the visitor nears it: the browser's own lazy
 * distance (1,250 px and more) would otherwise fetch the pictures under a phone's first screen
 * while the page's code, fonts and LCP image still load. Until then its box is kept, and the
 * picture sits in the HTML in `<noscript>` for visitors and crawlers without JavaScript. An
 * `early` picture, first on screen at some of its page's addresses only, is in the HTML whole,
 * hidden by its page's stylesheet but where it is first (docs/performance.md).
 * What that buys for certain is bytes: against a build that renders every picture at once with
 * `loading="lazy"`, the home page's HTML is 14.5 KB on the wire against 15.6 KB, past a new
 * connection's first round trip (2026-11-26), and the room the home page and `/services` keep
 * for the staff's edits is 0.1–0.2 KB today (docs/performance.md). Lighthouse's figures in that
 * run (5 rounds, over HTTP/1.1, before the bundles moved after the load event) were a trade
 * within its noise (FCP 876 against 972 ms and the project page's TBT 400 against 564 ms for it;
 * LCP 1.66 against 2.14 s against it).
 *
 * That copy is one plain `<img>` of the file the query names as the slot's own width (its
 * `src`), not the whole `<picture>`: every visitor downloads the HTML, few read the copy, and
 * each `srcset` candidate is a path with two hashes that Brotli cannot shrink. Measured on the
 * built pages: 0.6 KB less HTML on the wire on the home page, 0.8 KB on `/services` and on the
 * longest project page (docs/performance.md, "What keeps the pages fast": "One LCP picture, the
 * rest after load").
 */
export function ResponsiveImage({
  image,
  alt,
  priority = false,
  early = false,
  sizes,
  className,
  id,
}: ResponsiveImageProps) {
  const loaded = useDocumentLoaded();
  if (!image) {
    throw new Error(
      `ResponsiveImage: no image data for "${alt}" (was the file processed by sharp?)`,
    );
  }
  const { fallback, sources = [] } = image.images;
  // Full-width image data is unitless (width 1); the attributes only carry the aspect ratio,
  // and HTML wants whole numbers.
  const width = image.layout === "fullWidth" ? FULL_WIDTH_BOX : image.width;
  const height = Math.round((width * image.height) / image.width);
  // The same class on the picture and on the box that stands in for it until the load event.
  const frameClass = classNames(styles.picture, className);
  const beforeLoad = !priority && !loaded;
  const picture = (
    <picture
      className={frameClass}
      // Hidden until shown, the image gives its frame no height: the box's ratio keeps it.
      {...(early && beforeLoad
        ? { [EARLY_ATTRIBUTE]: "", style: { aspectRatio: `${width} / ${height}` } }
        : {})}
    >
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        id={id}
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
  if (!beforeLoad || early) return picture;
  return (
    <span className={frameClass}>
      <span className={styles.box} style={{ aspectRatio: `${width} / ${height}` }}>
        <noscript>
          <img
            className={classNames(styles.img, styles.fill)}
            src={fallback?.src}
            width={width}
            height={height}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        </noscript>
      </span>
    </span>
  );
}
