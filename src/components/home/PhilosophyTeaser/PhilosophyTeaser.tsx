import { graphql } from "gatsby";
import { ActionLink } from "../../ui/ActionLink/ActionLink";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./PhilosophyTeaser.module.css";

/** The studio's design philosophy in four paragraphs, leading to the About page. */
export function PhilosophyTeaser({ content }: { content: Queries.PhilosophyTeaserFragment }) {
  return (
    <section className={styles.section}>
      <Container className={styles.grid}>
        <ResponsiveImage
          image={content.image.src.childImageSharp?.gatsbyImageData}
          alt={content.image.alt}
          className={styles.image}
        />
        <div className={styles.text}>
          <SectionHeading kicker={content.kicker} title={content.title} />
          <div className={styles.paragraphs}>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ActionLink action={content.action} variant="outline" className={styles.action} />
        </div>
      </Container>
    </section>
  );
}

export const philosophyTeaserFragment = graphql`
  fragment PhilosophyTeaser on HomePhilosophy {
    kicker
    title
    paragraphs
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 0.8
            breakpoints: [360, 480, 640, 960, 1280]
            sizes: "(min-width: 84rem) 33rem, (min-width: 56rem) calc(41.28vw - 1.86rem), (min-width: 37.5rem) 34rem, calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
    action {
      ...ActionLink
    }
  }
`;
