import { ActionLink } from "../../ui/ActionLink/ActionLink";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { useGetInTouch } from "./use-get-in-touch";
import * as styles from "./GetInTouch.module.css";

/** The call to action that closes the home, services and about pages (content/cta.yaml). */
export function GetInTouch() {
  const cta = useGetInTouch();
  return (
    <section className={styles.section}>
      <div className={styles.backdrop}>
        <ResponsiveImage
          image={cta.image.src.childImageSharp?.gatsbyImageData}
          alt={cta.image.alt}
          className={styles.image}
        />
      </div>
      <Container className={styles.content}>
        <h2 className={styles.heading}>{cta.heading}</h2>
        <p className={styles.text}>{cta.text}</p>
        <ActionLink action={cta.action} variant="light" />
      </Container>
    </section>
  );
}
