import { graphql } from "gatsby";
import { classNames } from "../../../utils/class-names";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { SectorTiles } from "../SectorTiles/SectorTiles";
import * as styles from "./ServiceBlock.module.css";

interface ServiceBlockProps {
  service: Queries.ServiceBlockFragment;
  /** Picture on the right instead of the left (blocks alternate on wide screens). */
  flipped?: boolean;
  /** Its header's level: `h3` under a group's heading; the tiles' captions are one below. */
  level?: "h2" | "h3";
}

/** One service: number, header, description, ticked points, footer line, picture, and tiles. */
export function ServiceBlock({
  service,
  flipped = false,
  level: Heading = "h2",
}: ServiceBlockProps) {
  return (
    <article className={classNames(styles.block, flipped && styles.flipped)}>
      <div className={styles.layout}>
        <ContentPicture image={service.serviceImg} className={styles.image} />
        <div className={styles.text}>
          <p className={styles.number}>{String(service.serviceNumber).padStart(2, "0")}</p>
          <Heading className={styles.header}>{service.serviceHeader}</Heading>
          <p className={styles.data}>{service.serviceData}</p>
          <ul className={styles.points}>
            {service.servicePoints.map((point) => (
              <li key={point} className={styles.point}>
                <span className={styles.tick} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <p className={styles.footer}>{service.serviceFooter}</p>
        </div>
      </div>
      {service.designSubtype ? (
        <SectorTiles tiles={service.subtype} level={Heading === "h2" ? "h3" : "h4"} />
      ) : null}
    </article>
  );
}

export const serviceBlockFragment = graphql`
  fragment ServiceBlock on ServicesYaml {
    serviceNumber
    group
    serviceHeader
    serviceData
    servicePoints
    serviceFooter
    serviceImg {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.25
            breakpoints: [360, 480, 640, 960, 1280]
            sizes: "(min-width: 84rem) 36.1rem, (min-width: 56rem) calc(45.4vw - 2.05rem), calc(94.8vw - 1.6rem)"
          )
        }
      }
    }
    designSubtype
    subtype {
      ...SectorTile
    }
  }
`;
