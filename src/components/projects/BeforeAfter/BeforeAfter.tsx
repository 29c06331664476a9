import { Container } from "../../ui/Container/Container";
import { ComparisonFrame } from "./ComparisonFrame";
import * as styles from "./BeforeAfter.module.css";

interface BeforeAfterProps {
  pairs: readonly Queries.BeforeAfterPairFragment[];
  labels: Queries.BeforeAfterLabelsFragment;
}

/** The width / height of the pair's pictures (the content check holds both to one ratio). */
function aspectRatio(pair: Queries.BeforeAfterPairFragment): string | undefined {
  const image = pair.after.src.childImageSharp?.gatsbyImageData;
  return image ? `${String(image.width)} / ${String(image.height)}` : undefined;
}

/**
 * A renovation's rooms before and after, each a figure: the comparison, and its caption beside
 * it on wide screens, below it on phones. Nothing at all on a project without pairs, and none
 * of the slider's code is fetched there.
 */
export function BeforeAfter({ pairs, labels }: BeforeAfterProps) {
  if (pairs.length === 0) return null;
  return (
    <Container as="section" className={styles.section} aria-labelledby="before-after-heading">
      <h2 id="before-after-heading" className={styles.heading}>
        {labels.heading}
      </h2>
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
              />
              <figcaption className={styles.caption}>{pair.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Container>
  );
}
