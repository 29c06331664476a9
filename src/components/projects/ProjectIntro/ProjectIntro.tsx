import { useId } from "react";
import { Link } from "gatsby";
import { classNames } from "../../../utils/class-names";
import { Container } from "../../ui/Container/Container";
import { ExternalLink } from "../../ui/ExternalLink/ExternalLink";
import { TextParagraphs } from "../../ui/TextParagraphs/TextParagraphs";
import type { ProjectFact } from "./project-facts";
import * as styles from "./ProjectIntro.module.css";

/** An article about the project elsewhere. */
export interface PressMention {
  publication: string;
  title: string;
  url: string;
}

interface ProjectIntroProps {
  title: string;
  /** The project's story: paragraphs apart by a blank line, or one. */
  summary: string;
  facts: readonly ProjectFact[];
  /** Articles about the project, under a heading; none, or an empty list, shows nothing. */
  press?: {
    heading: string;
    articles: readonly PressMention[];
    /** Announced after each link, which opens in a new tab. */
    newTabLabel: string;
  } | null;
  back: { label: string; to: string };
}

/**
 * A project page's opening: the way back, the title, the story in brief with, where there are
 * any, the articles written about it, and its facts (a list where a fact has several lines, as
 * the scope of work does). The story comes first, so on phones it is what the first screen
 * shows (and the page's largest text there, its LCP element, however many facts a project
 * gives); from 56rem the facts take the left column beside it.
 */
export function ProjectIntro({ title, summary, facts, press, back }: ProjectIntroProps) {
  const headingId = useId();
  return (
    <Container as="section" className={styles.intro}>
      <Link to={back.to} className={styles.back}>
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>
        <div className={styles.story}>
          <TextParagraphs text={summary} className={styles.summary} />
          {press && press.articles.length > 0 ? (
            <section className={styles.press} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.pressHeading}>
                {press.heading}
              </h2>
              <ul className={styles.articles}>
                {press.articles.map((article) => (
                  <li key={article.url}>
                    <ExternalLink
                      href={article.url}
                      newTabLabel={press.newTabLabel}
                      className={styles.article}
                    >
                      {article.title}
                    </ExternalLink>
                    <span className={styles.publication}>{article.publication}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div
              key={fact.label}
              className={classNames(styles.fact, typeof fact.value !== "string" && styles.wide)}
            >
              <dt>{fact.label}</dt>
              {typeof fact.value === "string" ? (
                <dd>{fact.value}</dd>
              ) : (
                <dd>
                  <ul className={styles.lines}>
                    {fact.value.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
              )}
            </div>
          ))}
        </dl>
      </div>
    </Container>
  );
}
