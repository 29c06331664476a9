import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { LinkButton } from "../../ui/Button/LinkButton";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./NotFound.module.css";

interface NotFoundProps {
  eyebrow: string;
  heading: string;
  intro: string;
  image: {
    readonly alt: string;
    readonly src: {
      readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
    };
  };
  actions: readonly { readonly label: string; readonly to: string }[];
}

/** The 404 page: a calm empty room and the ways back into the site. */
export function NotFound({ eyebrow, heading, intro, image, actions }: NotFoundProps) {
  return (
    <section className={styles.notFound}>
      <Container className={styles.grid}>
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
        <ResponsiveImage
          image={image.src.childImageSharp?.gatsbyImageData}
          alt={image.alt}
          priority
          className={styles.image}
        />
      </Container>
    </section>
  );
}

export const notFoundImageFragment = graphql`
  fragment NotFoundImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 0.8
          layout: CONSTRAINED
          breakpoints: [360, 480, 640, 960, 1280]
          sizes: "(min-width: 84rem) 32.5rem, (min-width: 56rem) calc(40.86vw - 1.84rem), (min-width: 37.5rem) 34rem, calc(94.8vw - 1.6rem)"
        )
      }
    }
  }
`;
