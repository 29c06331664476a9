import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { type CSSProperties, lazy, Suspense, useId, useMemo, useState } from "react";
import { pictureKey } from "../../../lib/shortlist";
import { fillTemplate } from "../../../utils/fill-template";
import type { LightboxImage, LightboxLabels } from "../Lightbox/Lightbox";
import { type LoadErrorLabels, LoadErrorBoundary } from "../LoadErrorBoundary/LoadErrorBoundary";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import * as hidden from "../../ui/VisuallyHidden/VisuallyHidden.module.css";
import { type SaveLabels, SaveButton } from "../SaveButton/SaveButton";
import * as styles from "./ProjectImages.module.css";

/**
 * The lightbox's code (2.7 KB gzip, its stylesheet with it) is fetched when a visitor first opens
 * an image, never with the page: it stays out of every project page's first load.
 */
const Lightbox = lazy(() => import("../Lightbox/Lightbox"));

/** One image of a project as the `ProjectImage` fragment below returns it. */
export type ProjectImageData = Queries.ProjectImageFragment;

export interface ProjectImagesLabels {
  /** "View image {n} larger": each image's button. */
  openImage: string;
  lightbox: LightboxLabels;
  loadError: LoadErrorLabels;
}

interface ProjectImagesProps {
  images: readonly ProjectImageData[];
  labels: ProjectImagesLabels;
  /** The project's slug and the Save buttons' words: each picture can go on the shortlist. */
  save: { slug: string; labels: SaveLabels };
}

interface OpenLightbox {
  index: number;
  /** The image's button, which gets focus back when the lightbox closes. */
  opener: HTMLElement;
}

/**
 * A project's images in an editorial grid: on wider screens a landscape opener across the full
 * width (cropped to 3:2 at most), then rows of two, the last of three when the count is odd,
 * sized so the images of a row share one height uncropped; one column of whole images on phones.
 * Each image is a button that opens the lightbox at it, with a Save button in its corner; the
 * grid has a heading for screen readers alone, the lightbox's name ("Project images"). Every
 * image loads lazily: on the phones the budget is measured on, the project's intro fills the first
 * screen and its summary is the page's LCP element, which an eager image would only compete with.
 */
export function ProjectImages({ images, labels, save }: ProjectImagesProps) {
  const [open, setOpen] = useState<OpenLightbox | null>(null);
  // Each picture describes its button, whose name says what the button does: a screen reader
  // hears "View image 2 larger" and then what the picture shows.
  const pictureIds = useId();
  const lightboxImages = useMemo(() => images.map(toLightboxImage), [images]);
  const saveButton = (image: ProjectImageData | undefined, tone: "onImage" | "onDark") =>
    image ? (
      <SaveButton
        item={pictureKey(save.slug, image.src.base)}
        name={image.alt}
        kind="picture"
        labels={save.labels}
        tone={tone}
        className={tone === "onImage" ? styles.save : undefined}
      />
    ) : null;
  const ratios = images.map(({ src }) => aspectRatio(src.childImageSharp?.photo));
  const cells = gridCells(ratios);

  return (
    <Container className={styles.section}>
      {/* For heading navigation, which otherwise finds the pictures under the section before. */}
      <h2 className={hidden.hidden}>{labels.lightbox.label}</h2>
      <ul className={styles.grid}>
        {images.map((image, index) => {
          const cell = cells[index];
          const pictureId = `${pictureIds}-${String(index)}`;
          return (
            <li key={image.src.id} className={styles.item} style={cell && cellStyle(cell)}>
              <button
                type="button"
                className={styles.open}
                aria-label={fillTemplate(labels.openImage, { n: index + 1 })}
                aria-describedby={pictureId}
                onClick={(event) => {
                  setOpen({ index, opener: event.currentTarget });
                }}
              >
                <ResponsiveImage
                  id={pictureId}
                  image={image.src.childImageSharp?.photo}
                  sizes={cell && cellSizes(cell)}
                  alt={image.alt}
                  className={styles.image}
                />
              </button>
              {saveButton(image, "onImage")}
            </li>
          );
        })}
      </ul>

      {open ? (
        <LoadErrorBoundary labels={labels.loadError} className={styles.loadError}>
          <Suspense fallback={null}>
            <Lightbox
              images={lightboxImages}
              initialIndex={open.index}
              labels={labels.lightbox}
              onClose={() => {
                setOpen(null);
              }}
              returnFocusTo={open.opener}
              actions={(index) => saveButton(images[index], "onDark")}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </Container>
  );
}

function toLightboxImage({ alt, src }: ProjectImageData): LightboxImage {
  return { id: src.id, alt, image: src.childImageSharp?.photo };
}

function aspectRatio(image: IGatsbyImageData | undefined): number {
  return image && image.height > 0 ? image.width / image.height : 1;
}

/** How one image sits in the grid on wider screens. */
export interface GridCell {
  /** The image's own width / height. */
  ratio: number;
  /** Its part of its row's width (the row's images share one height). */
  share: number;
  /** How many images share its row. */
  rowSize: number;
  /** Alone across the full width: shown at least 3:2, cropped if taller. */
  wide: boolean;
}

/** Wide rows are no taller than 3:2, so an opener never fills more than the screen. */
const WIDE_MIN_RATIO = 3 / 2;

/**
 * The grid's rows on wider screens: a landscape first image alone, then pairs; an image left
 * over at the end joins the last pair. Each image's share of its row's width is proportional to
 * its aspect ratio, so the images of a row have the same height and are never cropped.
 */
export function gridCells(ratios: readonly number[]): GridCell[] {
  const rows: number[][] = [];
  const opener = ratios.length > 0 && (ratios[0] ?? 0) >= 1 ? 1 : 0;
  if (opener) rows.push([0]);
  for (let index = opener; index < ratios.length; index += 2) {
    rows.push(index + 1 < ratios.length ? [index, index + 1] : [index]);
  }
  const last = rows[rows.length - 1];
  const beforeLast = rows[rows.length - 2];
  if (last?.length === 1 && beforeLast?.length === 2) {
    beforeLast.push(...last);
    rows.pop();
  }

  const cells: GridCell[] = [];
  for (const row of rows) {
    const total = row.reduce((sum, index) => sum + (ratios[index] ?? 1), 0);
    for (const index of row) {
      const ratio = ratios[index] ?? 1;
      cells[index] = { ratio, share: ratio / total, rowSize: row.length, wide: row.length === 1 };
    }
  }
  return cells;
}

/**
 * The width a cell of a row is laid out at, as `sizes` (`.item` from 48rem in the CSS): its share
 * of the container (78rem at most, else the window less its gutters) less the row's gaps of
 * 1.5rem; one column on phones. A wide cell keeps the photo's own `sizes` (the fragment's: the
 * container's width, as the lightbox's), so each picture gets the smallest of its one set of files
 * that covers its cell.
 */
export function cellSizes({ share, rowSize, wide }: GridCell): string | undefined {
  if (wide) return undefined;
  const gaps = `${String((rowSize - 1) * 1.5)}rem`;
  const part = (container: string) => `calc(${share.toFixed(4)} * (${container} - ${gaps}))`;
  return `(min-width: 84rem) ${part("78rem")}, (min-width: 48rem) ${part("94.8vw - 1.6rem")}, calc(94.8vw - 1.6rem)`;
}

function cellStyle({ ratio, share, rowSize, wide }: GridCell): CSSProperties {
  return {
    "--ratio": ratio,
    "--cell-ratio": wide ? Math.max(ratio, WIDE_MIN_RATIO) : ratio,
    "--share": share,
    "--gaps": rowSize - 1,
  };
}

/**
 * One set of files for the grid, its wide opener and the lightbox (which then finds the picture
 * already in the cache), up to 1,600 px: the `sizes` is the container's width, the widest any of
 * them shows it at.
 */
export const projectImageFragment = graphql`
  fragment ProjectImage on ContentImage {
    alt
    src {
      id
      base
      childImageSharp {
        photo: gatsbyImageData(
          width: 1600
          breakpoints: [360, 480, 640, 800, 960, 1280, 1600]
          sizes: "(min-width: 84rem) 78rem, calc(94.8vw - 1.6rem)"
          placeholder: NONE
        )
      }
    }
  }
`;
