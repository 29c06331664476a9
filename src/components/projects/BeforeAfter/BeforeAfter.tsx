import { useId } from "react";
import { type LoadErrorLabels, LoadErrorBoundary } from "../LoadErrorBoundary/LoadErrorBoundary";
import { Container } from "../../ui/Container/Container";
import { ComparisonFrame } from "./ComparisonFrame";
import * as styles from "./BeforeAfter.module.css";

interface BeforeAfterProps {
  pairs: readonly Queries.BeforeAfterPairFragment[];
  labels: Queries.BeforeAfterLabelsFragment;
  /** Said below the pairs when the sliders' code fails to load. */
  loadError: LoadErrorLabels;
}

/** The width / height of the pair's pictures (the content check holds both to one ratio). */
function aspectRatio(pair: Queries.BeforeAfterPairFragment): string | undefined {
  const image = pair.after.src.childImageSharp?.gatsbyImageData;
  return image ? `${String(image.width)} / ${String(image.height)}` : undefined;
}

/**
 * A renovation's rooms before and after, each a figure: the comparison, and its caption beside
 * it on wide screens, below it on phones. Nothing at all on a project without pairs, and none
 * of the slider's code is fetched there. When that code fails to load, the pairs stay as the
 * server sent them (split at 50%) and a message below them offers to reload the page.
 */
export function BeforeAfter({ pairs, labels, loadError }: BeforeAfterProps) {
  const headingId = useId();
  if (pairs.length === 0) return null;
  const comparisons = (movable: boolean) => (
    <ul className={styles.list}>
      {pairs.map((pair) => (
        <li key={pair.after.src.id}>
          <figure className={styles.figure}>
            <ComparisonFrame
              before={{
                alt: pair.before.alt,
                image: pair.before.src.childImageSharp?.gatsbyImageData,
              }}
              after={{
                alt: pair.after.alt,
                image: pair.after.src.childImageSharp?.gatsbyImageData,
              }}
              caption={pair.caption}
              labels={labels}
              aspectRatio={aspectRatio(pair)}
              movable={movable}
            />
            <figcaption className={styles.caption}>{pair.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return (
    <Container as="section" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {labels.heading}
      </h2>
      <LoadErrorBoundary labels={loadError} fallback={comparisons(false)}>
        {comparisons(true)}
      </LoadErrorBoundary>
    </Container>
  );
}
