import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { fakeService } from "../../../test-utils/services";
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

describe("ServiceBlock with sector tiles", () => {
  it("adds a captioned tile for each sector", () => {
    const sectors = ["Corporate Spaces", "Hospitality & Retail", "Healthcare and Education"];
    render(
      <ServiceBlock
        service={fakeService(3, {
          designSubtype: true,
          subtype: sectors.map((caption, index) => ({
            caption,
            image: fakeContentImage(`sector-${index}`),
          })),
        })}
      />,
    );
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(sectors);
    const tiles = within(screen.getAllByRole("list")[1] ?? document.body).getAllByRole("listitem");
    expect(tiles.map((tile) => within(tile).getByRole("img").getAttribute("alt"))).toEqual(
      sectors.map((_, index) => `Photograph sector-${index}`),
    );
  });
});
