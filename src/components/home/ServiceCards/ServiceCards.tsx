import { graphql } from "gatsby";
import { CardList } from "../../ui/CardList/CardList";
import * as styles from "./ServiceCards.module.css";

/** The three ways to work with the studio, as picture cards. */
export function ServiceCards({ content }: { content: Queries.ServiceCardsFragment }) {
  return (
    <CardList
      heading={content.heading}
      intro={content.intro}
      items={content.cards}
      classNames={styles}
    />
  );
}

export const serviceCardsFragment = graphql`
  fragment ServiceCards on HomeServices {
    heading
    intro
    cards {
      title
      text: description
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
