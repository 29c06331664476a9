import { graphql } from "gatsby";
import { useId } from "react";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { Paragraphs } from "../../ui/Paragraphs/Paragraphs";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import { Split } from "../../ui/Split/Split";
import * as styles from "./AboutIntroduction.module.css";

/** The studio's story: a heading and paragraphs beside a photograph of the studio. */
export function AboutIntroduction({ content }: { content: Queries.AboutIntroductionFragment }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Split className={styles.grid}>
        <div className={styles.text}>
          <SectionHeading id={headingId} title={content.heading} />
          <Paragraphs paragraphs={content.paragraphs} className={styles.paragraphs} />
        </div>
        <div className={styles.media}>
          <ContentPicture image={content.image} className={styles.image} />
        </div>
      </Split>
    </section>
  );
}

export const aboutIntroductionFragment = graphql`
  fragment AboutIntroduction on AboutIntroduction {
    heading
    paragraphs
    image {
      ...SplitPortraitImage
    }
  }
`;
