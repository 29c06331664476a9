import { graphql } from "gatsby";
import { CardList } from "../../ui/CardList/CardList";
import * as styles from "./ValuesList.module.css";

interface ValuesListProps {
  /** The section's heading and lead paragraph (content/about.yaml `values`). */
  content: Queries.ValuesListFragment;
  /** The values in the order they are listed in content/values.yaml. */
  values: readonly Queries.ValueCardFragment[];
}

/** 'OUR CENTRAL IDEA BEHIND EVERY DESIGN': the studio's values as a numbered list of cards. */
export function ValuesList({ content, values }: ValuesListProps) {
  return (
    <CardList
      heading={content.heading}
      intro={content.intro}
      items={values}
      numbered
      labelled
      classNames={styles}
    />
  );
}

export const valuesListFragment = graphql`
  fragment ValuesList on AboutValues {
    heading
    intro
  }
`;

export const valueCardFragment = graphql`
  fragment ValueCard on ValuesYaml {
    title
    text
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 480
            aspectRatio: 0.8
            breakpoints: [240, 320, 480, 640, 800, 960]
            sizes: "(min-width: 84rem) 14.4rem, (min-width: 80rem) calc(18.96vw - 1.52rem), (min-width: 64rem) calc(31.6vw - 1.87rem), (min-width: 36rem) calc(47.4vw - 1.8rem), (min-width: 27.6rem) 26rem, calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
  }
`;
