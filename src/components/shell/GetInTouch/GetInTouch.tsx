import { ActionLink } from "../../ui/ActionLink/ActionLink";
import { Container } from "../../ui/Container/Container";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { useGetInTouch } from "./use-get-in-touch";
import * as styles from "./GetInTouch.module.css";

/**
 * The call to action that closes the home, services and about pages (content/cta.yaml); a project
 * page ends with "Start a project like this" instead.
 */
export function GetInTouch() {
  const cta = useGetInTouch();
  return (
    <section className={styles.section}>
      <div className={styles.backdrop}>
        <ContentPicture image={cta.image} className={styles.image} />
      </div>
      <Container className={styles.content}>
        <h2 className={styles.heading}>{cta.heading}</h2>
        <p className={styles.text}>{cta.text}</p>
        <ActionLink action={cta.action} variant="light" />
      </Container>
    </section>
  );
}
