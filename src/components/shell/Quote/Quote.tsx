import { graphql } from "gatsby";
import { Container } from "../../ui/Container/Container";
import * as styles from "./Quote.module.css";

/** A quotation, marked up as one: the words in a blockquote, the speaker in a figcaption. */
export function Quote({ quote }: { quote: Queries.QuoteFieldsFragment }) {
  return (
    <Container width="narrow" className={styles.wrapper}>
      <figure className={styles.figure}>
        <blockquote className={styles.blockquote}>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className={styles.cite}>{quote.cite}</figcaption>
      </figure>
    </Container>
  );
}

export const quoteFieldsFragment = graphql`
  fragment QuoteFields on Quote {
    text
    cite
  }
`;
