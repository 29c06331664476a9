import { graphql, useStaticQuery } from "gatsby";
import { required } from "../../../utils/required";

/** The shared call to action from `content/cta.yaml`. */
export function useGetInTouch() {
  const data = useStaticQuery<Queries.GetInTouchQuery>(graphql`
    query GetInTouch {
      ctaYaml {
        heading
        text
        action {
          ...ActionLink
        }
        image {
          alt
          src {
            childImageSharp {
              gatsbyImageData(
                layout: FULL_WIDTH
                breakpoints: [480, 768, 1080, 1440, 1920]
                quality: 60
              )
            }
          }
        }
      }
    }
  `);
  return required(data.ctaYaml, "content/cta.yaml");
}
