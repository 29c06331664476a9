import { graphql } from "gatsby";
import { ActionLink } from "../../ui/ActionLink/ActionLink";
import { Container } from "../../ui/Container/Container";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./CraftedBy.module.css";

interface CraftedByProps {
  content: Queries.CraftedByFragment;
  /** Shown upper case after the heading ('CRAFTED BY' and the studio's name, docs/pages.md). */
  studioName: string;
}

/** Six pictures of the studio's work, leading to the gallery. */
export function CraftedBy({ content, studioName }: CraftedByProps) {
  return (
    <section className={styles.section}>
      <Container>
        <div className={styles.header}>
          <SectionHeading
            kicker={content.heading}
            title={studioName.toUpperCase()}
            intro={content.intro}
          />
          <ActionLink action={content.action} className={styles.action} />
        </div>
        <ul className={styles.grid}>
          {content.images.map((image) => (
            <li key={image.src.id}>
              <ContentPicture image={image} className={styles.image} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export const craftedByFragment = graphql`
  fragment CraftedBy on HomeCraftedBy {
    heading
    intro
    images {
      alt
      src {
        id
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1
            breakpoints: [240, 360, 480, 640, 800]
            sizes: "(min-width: 84rem) 25.4rem, (min-width: 48rem) calc(31.6vw - 1.2rem), calc(47.4vw - 1.175rem)"
          )
        }
      }
    }
    action {
      ...ActionLink
    }
  }
`;
