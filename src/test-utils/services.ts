import { fakeContentImage } from "./images";

/** A service as the services page's query returns it. */
export function fakeService(
  serviceNumber: number,
  overrides: Partial<Queries.ServiceBlockFragment> = {},
): Queries.ServiceBlockFragment {
  return {
    serviceNumber,
    group: "interior-design",
    serviceHeader: `Service ${serviceNumber}`,
    serviceData: `What service ${serviceNumber} does.`,
    servicePoints: ["First point", "Second point"],
    serviceFooter: `Footer of service ${serviceNumber}.`,
    serviceImg: fakeContentImage(`service-${serviceNumber}`),
    designSubtype: false,
    subtype: [],
    ...overrides,
  };
}

/** The sectors of the service that shows tiles, in content order. */
export const SECTORS = ["Corporate Spaces", "Hospitality & Retail", "Healthcare and Education"];

/** A tile per sector, its picture named by its place: "Photograph sector-0". */
export function fakeSectorTiles(): Queries.SectorTileFragment[] {
  return SECTORS.map((caption, index) => ({ caption, image: fakeContentImage(`sector-${index}`) }));
}
