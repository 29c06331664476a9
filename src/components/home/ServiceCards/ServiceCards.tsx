import { graphql } from "gatsby";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./ServiceCards.module.css";

/** The three ways to work with the studio, as picture cards. */
export function ServiceCards({ content }: { content: Queries.ServiceCardsFragment }) {
  return (
    <section className={styles.section}>
      <Container>
        <SectionHeading title={content.heading} intro={content.intro} align="center" />
        <ul className={styles.cards}>
          {content.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <ResponsiveImage
                image={card.image.src.childImageSharp?.gatsbyImageData}
                alt={card.image.alt}
                className={styles.image}
              />
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.description}>{card.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export const serviceCardsFragment = graphql`
  fragment ServiceCards on HomeServices {
    heading
    intro
    cards {
      title
      description
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 0.8
              breakpoints: [320, 480, 640, 960]
              sizes: "(min-width: 84rem) 24.7rem, (min-width: 48rem) calc(31.6vw - 1.87rem), calc(94.8vw - 1.6rem)"
            )
          }
        }
      }
    }
  }
`;
