import { Link } from "gatsby";
import { Container } from "../../ui/Container/Container";
import * as styles from "./ProjectIntro.module.css";

interface ProjectIntroProps {
  title: string;
  summary: string;
  facts: readonly { readonly label: string; readonly value: string }[];
  back: { label: string; to: string };
}

/** A project page's opening: the way back, the title, its facts and the story in brief. */
export function ProjectIntro({ title, summary, facts, back }: ProjectIntroProps) {
  return (
    <Container as="section" className={styles.intro}>
      <Link to={back.to} className={styles.back}>
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.summary}>{summary}</p>
      </div>
    </Container>
  );
}
