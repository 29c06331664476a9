import { graphql } from "gatsby";
import { useId } from "react";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./AboutIntroduction.module.css";

/** The studio's story: a heading and paragraphs beside a photograph of the studio. */
export function AboutIntroduction({ content }: { content: Queries.AboutIntroductionFragment }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.grid}>
        <div className={styles.text}>
          <SectionHeading id={headingId} title={content.heading} />
          <div className={styles.paragraphs}>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className={styles.media}>
          <ResponsiveImage
            image={content.image.src.childImageSharp?.gatsbyImageData}
            alt={content.image.alt}
            className={styles.image}
          />
        </div>
      </Container>
    </section>
  );
}

export const aboutIntroductionFragment = graphql`
  fragment AboutIntroduction on AboutIntroduction {
    heading
    paragraphs
    image {
      ...SplitPortraitImage
    }
  }
`;
