import { graphql } from "gatsby";
import { useId } from "react";
import { Container } from "../../ui/Container/Container";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { Paragraphs } from "../../ui/Paragraphs/Paragraphs";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./DesignerBio.module.css";

/** 'Meet our designer': the founder's portrait, name, role and biography. */
export function DesignerBio({ content }: { content: Queries.DesignerBioFragment }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.grid}>
        <SectionHeading id={headingId} title={content.heading} className={styles.heading} />
        <div className={styles.media}>
          <ContentPicture image={content.portrait} className={styles.portrait} />
        </div>
        <div className={styles.details}>
          <div className={styles.identity}>
            <h3 className={styles.name}>{content.name}</h3>
            <p className={styles.role}>{content.role}</p>
          </div>
          <Paragraphs paragraphs={content.paragraphs} className={styles.paragraphs} />
        </div>
      </Container>
    </section>
  );
}

export const designerBioFragment = graphql`
  fragment DesignerBio on AboutDesigner {
    heading
    name
    role
    paragraphs
    portrait {
      ...SplitPortraitImage
    }
  }
`;
