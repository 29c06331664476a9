import { useId } from "react";
import { graphql } from "gatsby";
import { ContactForm } from "../ContactForm/ContactForm";
import { WhatsAppLink } from "../WhatsAppLink/WhatsAppLink";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import * as styles from "./ContactSection.module.css";

interface ContactSectionProps {
  content: Queries.ContactSectionFragment;
  email: string;
}

/**
 * The enquiry form in its card, beside a picture, a note on how enquiries are answered, the
 * studio's address and, where it has a number, its WhatsApp.
 */
export function ContactSection({ content, email }: ContactSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.grid}>
        <div className={styles.card}>
          <h2 id={headingId} className={styles.heading}>
            {content.heading}
          </h2>
          <ContactForm content={content} studioEmail={email} />
        </div>
        <aside className={styles.aside}>
          <ResponsiveImage
            image={content.image.src.childImageSharp?.gatsbyImageData}
            alt={content.image.alt}
            className={styles.image}
          />
          <p className={styles.note}>{content.note}</p>
          <a className={styles.email} href={`mailto:${email}`}>
            {email}
          </a>
          <WhatsAppLink copy={content.whatsapp} className={styles.whatsapp} />
        </aside>
      </Container>
    </section>
  );
}

export const contactSectionFragment = graphql`
  fragment ContactSection on ContactYaml {
    heading
    note
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 0.8
            breakpoints: [360, 480, 640, 960, 1280]
            sizes: "(min-width: 84rem) 30rem, (min-width: 56rem) calc(37.83vw - 1.71rem), (min-width: 33.4rem) 30rem, calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
    ...ContactForm
  }
`;
