import { graphql } from "gatsby";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import * as styles from "./SectorTiles.module.css";

interface SectorTilesProps {
  tiles: readonly Queries.SectorTileFragment[];
  /** The captions' level, one below their service's header. */
  level: "h3" | "h4";
}

/** The sectors a commercial service covers, as captioned picture tiles. */
export function SectorTiles({ tiles, level: Caption }: SectorTilesProps) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.caption} className={styles.tile}>
          <ContentPicture image={tile.image} className={styles.image} />
          <Caption className={styles.caption}>{tile.caption}</Caption>
        </li>
      ))}
    </ul>
  );
}

export const sectorTileFragment = graphql`
  fragment SectorTile on ServicesSubtype {
    caption
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(
            width: 320
            aspectRatio: 1.25
            breakpoints: [240, 320, 480, 640]
            sizes: "(min-width: 84rem) 18.4rem, (min-width: 56rem) calc(23.7vw - 1.525rem), calc(47.4vw - 1.3rem)"
          )
        }
      }
    }
  }
`;
