import { Container } from "../../ui/Container/Container";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./PageHeader.module.css";

interface PageHeaderProps {
  eyebrow: string;
  heading: string;
  intro: string;
}

/** The opening of a page: its label, its one `h1` and a lead paragraph. */
export function PageHeader({ eyebrow, heading, intro }: PageHeaderProps) {
  return (
    <section className={styles.pageHeader}>
      <Container>
        <SectionHeading level="h1" eyebrow={eyebrow} title={heading} intro={intro} />
      </Container>
    </section>
  );
}
