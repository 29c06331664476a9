import { graphql } from "gatsby";
import { CardList } from "../../ui/CardList/CardList";
import * as styles from "./ProcessSteps.module.css";

interface ProcessStepsProps {
  heading: string;
  intro: string;
  steps: readonly Queries.ProcessStepFragment[];
}

/** The design process as an ordered list of steps, each with picture, title and description. */
export function ProcessSteps({ heading, intro, steps }: ProcessStepsProps) {
  return <CardList heading={heading} intro={intro} items={steps} numbered classNames={styles} />;
}

export const processStepFragment = graphql`
  fragment ProcessStep on StepsYaml {
    title
    text: description
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
