import { graphql } from "gatsby";
import { ActionLink } from "../../ui/ActionLink/ActionLink";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { Paragraphs } from "../../ui/Paragraphs/Paragraphs";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import { Split } from "../../ui/Split/Split";
import * as styles from "./PhilosophyTeaser.module.css";

/** The photograph's slot (the stylesheet's .image and .grid). */
const IMAGE_SIZES =
  "(min-width: 84rem) 33rem, (min-width: 56rem) calc(41.28vw - 1.86rem), (min-width: 37.5rem) 34rem, calc(94.8vw - 1.6rem)";

/** The studio's design philosophy in four paragraphs, leading to the About page. */
export function PhilosophyTeaser({ content }: { content: Queries.PhilosophyTeaserFragment }) {
  return (
    <section className={styles.section}>
      <Split className={styles.grid}>
        <ContentPicture image={content.image} sizes={IMAGE_SIZES} className={styles.image} />
        <div className={styles.text}>
          <SectionHeading kicker={content.kicker} title={content.title} />
          <Paragraphs paragraphs={content.paragraphs} className={styles.paragraphs} />
          <ActionLink action={content.action} variant="outline" className={styles.action} />
        </div>
      </Split>
    </section>
  );
}

export const philosophyTeaserFragment = graphql`
  fragment PhilosophyTeaser on HomePhilosophy {
    kicker
    title
    paragraphs
    image {
      ...PortraitImage
    }
    action {
      ...ActionLink
    }
  }
`;
