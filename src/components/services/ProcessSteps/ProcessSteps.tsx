import { graphql } from "gatsby";
import { Container } from "../../ui/Container/Container";
import { ResponsiveImage } from "../../ui/ResponsiveImage/ResponsiveImage";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./ProcessSteps.module.css";

interface ProcessStepsProps {
  heading: string;
  intro: string;
  steps: readonly Queries.ProcessStepFragment[];
}

/** The design process as an ordered list of steps, each with picture, title and description. */
export function ProcessSteps({ heading, intro, steps }: ProcessStepsProps) {
  return (
    <section className={styles.section}>
      <Container>
        <SectionHeading title={heading} intro={intro} align="center" />
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <ResponsiveImage
                image={step.image.src.childImageSharp?.gatsbyImageData}
                alt={step.image.alt}
                className={styles.image}
              />
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.description}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export const processStepFragment = graphql`
  fragment ProcessStep on StepsYaml {
    title
    description
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 480
            aspectRatio: 1.25
            breakpoints: [240, 320, 480, 640, 960]
            sizes: "(min-width: 84rem) 14.4rem, (min-width: 64rem) calc(18.96vw - 1.52rem), (min-width: 40rem) calc(47.4vw - 2.3rem), calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
  }
`;
