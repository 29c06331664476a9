import { render, screen, within } from "@testing-library/react";
import { fakeSectorTiles, fakeService, SECTORS as sectors } from "../../../test-utils/services";
import { ServiceBlock } from "./ServiceBlock";

describe("ServiceBlock without sector tiles", () => {
  it("shows the number, header, description, ticked points and footer line", () => {
    render(<ServiceBlock service={fakeService(2)} />);
    const block = screen.getByRole("article");
    expect(within(block).getByText("02")).toBeInTheDocument();
    expect(within(block).getByRole("heading", { level: 2, name: "Service 2" })).toBeInTheDocument();
    expect(within(block).getByText("What service 2 does.")).toBeInTheDocument();
    const points = within(block).getAllByRole("listitem");
    expect(points.map((point) => point.textContent)).toEqual(["First point", "Second point"]);
    points.forEach((point) => {
      expect(point.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    });
    expect(within(block).getByText("Footer of service 2.")).toBeInTheDocument();
    expect(within(block).getByRole("img")).toHaveAccessibleName("Photograph service-2");
    expect(within(block).queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
  });
});

describe("ServiceBlock under a group's heading", () => {
  it("makes its header an h3, set as an h2's is (by its class)", () => {
    render(<ServiceBlock service={fakeService(5)} level="h3" />);
    const header = screen.getByRole("heading", { name: "Service 5" });
    expect(header.tagName).toBe("H3");
    expect(header).toHaveClass("header");
  });
});

const commercial = fakeService(3, { designSubtype: true, subtype: fakeSectorTiles() });

describe("ServiceBlock with sector tiles", () => {
  it("adds a captioned tile for each sector", () => {
    render(<ServiceBlock service={commercial} />);
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(sectors);
    const tiles = within(screen.getAllByRole("list")[1] ?? document.body).getAllByRole("listitem");
    expect(tiles.map((tile) => within(tile).getByRole("img").getAttribute("alt"))).toEqual(
      sectors.map((_, index) => `Photograph sector-${index}`),
    );
  });

  it("sets the captions one level below its header, an h4 under a group's heading", () => {
    render(<ServiceBlock service={commercial} level="h3" />);
    expect(
      screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(sectors);
  });
});
