import { render, screen, within } from "@testing-library/react";
import { fakeSectorTiles, SECTORS as sectors } from "../../../test-utils/services";
import { SectorTiles } from "./SectorTiles";

const tiles = fakeSectorTiles();

describe("SectorTiles", () => {
  it("lists a tile per sector, in content order: its picture, then its caption as a heading", () => {
    render(<SectorTiles tiles={tiles} level="h3" />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(sectors.length);
    items.forEach((item, index) => {
      const caption = sectors[index] ?? "";
      const picture = within(item).getByRole("img", { name: `Photograph sector-${index}` });
      const heading = within(item).getByRole("heading", { level: 3, name: caption });
      // The picture comes first, the caption under it.
      expect(picture.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });

  it("sets its captions at the level it is given", () => {
    render(<SectorTiles tiles={tiles} level="h4" />);
    expect(
      screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(sectors);
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
  });
});
