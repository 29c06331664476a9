import { graphql } from "gatsby";
import { LinkButton } from "../../ui/Button/LinkButton";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import { Split } from "../../ui/Split/Split";
import * as styles from "./NotFound.module.css";

interface NotFoundProps {
  eyebrow: string;
  heading: string;
  intro: string;
  image: Queries.NotFoundImageFragment;
  actions: readonly Pick<Queries.ContentAction, "label" | "to">[];
}

/** The picture's slot (the stylesheet's .image and .grid). */
const IMAGE_SIZES =
  "(min-width: 84rem) 32.5rem, (min-width: 56rem) calc(40.86vw - 1.84rem), (min-width: 37.5rem) 34rem, calc(94.8vw - 1.6rem)";

/** The 404 page: a calm empty room and the ways back into the site. */
export function NotFound({ eyebrow, heading, intro, image, actions }: NotFoundProps) {
  return (
    <section className={styles.notFound}>
      <Split className={styles.grid}>
        <div className={styles.text}>
          <SectionHeading level="h1" eyebrow={eyebrow} title={heading} intro={intro} />
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <LinkButton
                key={action.to}
                to={action.to}
                variant={index === 0 ? "solid" : "outline"}
              >
                {action.label}
              </LinkButton>
            ))}
          </div>
        </div>
        <ContentPicture image={image} priority sizes={IMAGE_SIZES} className={styles.image} />
      </Split>
    </section>
  );
}

/**
 * The picture, a landscape photograph shown upright (4:5). A fixed crop, its left part, keeps the
 * same scene (the chair before the arch) in every width, where sharp's default "attention" crop
 * chose another part at each size; the widest file is 800 px, all the 1067 px high source gives
 * at 4:5 without enlarging it.
 */
export const notFoundImageFragment = graphql`
  fragment NotFoundImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 0.8
          breakpoints: [360, 480, 640, 800]
          transformOptions: { cropFocus: WEST }
        )
      }
    }
  }
`;
