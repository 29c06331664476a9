import { useId } from "react";
import { graphql } from "gatsby";
import { Container } from "../../ui/Container/Container";
import { TextParagraphs } from "../../ui/TextParagraphs/TextParagraphs";
import * as styles from "./ContactQuestions.module.css";

interface ContactQuestionsProps {
  content: Queries.ContactQuestionsFragment;
}

/**
 * The questions most enquiries ask, answered before the form: a heading and a list of native
 * disclosures (`<details>`/`<summary>`), so each answer opens and closes by click, Enter or Space
 * with no JavaScript, and the browser's find-in-page still reaches a closed answer.
 */
export function ContactQuestions({ content }: ContactQuestionsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.grid}>
        <div className={styles.lead}>
          <h2 id={headingId} className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.intro}>{content.intro}</p>
        </div>
        <div className={styles.list}>
          {content.items.map((item) => (
            <details key={item.question} className={styles.item}>
              <summary className={styles.question}>
                <span>{item.question}</span>
                <svg
                  className={styles.icon}
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M2 8h12" />
                  <path className={styles.vertical} d="M8 2v12" />
                </svg>
              </summary>
              <TextParagraphs text={item.answer} className={styles.answer} />
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}

export const contactQuestionsFragment = graphql`
  fragment ContactQuestions on ContactQuestions {
    heading
    intro
    items {
      question
      answer
    }
  }
`;
