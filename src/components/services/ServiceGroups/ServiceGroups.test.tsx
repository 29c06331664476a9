import { render, screen } from "@testing-library/react";
import { fakeService } from "../../../test-utils/services";
import { ServiceGroups } from "./ServiceGroups";

const groups = [
  { id: "interior-design", heading: null },
  { id: "styling-staging", heading: "Styling & Staging Services" },
  { id: "renovations", heading: "Renovations" },
];

const services = [
  fakeService(1),
  fakeService(2),
  fakeService(3, { group: "styling-staging" }),
  fakeService(4, { group: "renovations" }),
];

/** The headings in page order, each with its level: "h2 Renovations". */
const outline = () =>
  screen
    .getAllByRole("heading")
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe("ServiceGroups", () => {
  it("puts each group's heading before its first block, its blocks' headers one level below", () => {
    render(<ServiceGroups groups={groups} services={services} />);
    expect(outline()).toEqual([
      "h2 Service 1",
      "h2 Service 2",
      "h2 Styling & Staging Services",
      "h3 Service 3",
      "h2 Renovations",
      "h3 Service 4",
    ]);
  });

  it("follows the groups, not the position, when content moves a service", () => {
    render(
      <ServiceGroups
        groups={groups}
        services={[fakeService(1, { group: "renovations" }), fakeService(2)]}
      />,
    );
    expect(outline()).toEqual(["h2 Service 2", "h2 Renovations", "h3 Service 1"]);
  });

  it("alternates the picture's side block by block, counting on across the group headings", () => {
    render(<ServiceGroups groups={groups} services={services} />);
    // The stylesheet puts a flipped block's picture on the right (on wide screens).
    expect(
      screen
        .getAllByRole("article")
        .map((block) => (block.classList.contains("flipped") ? "right" : "left")),
    ).toEqual(["left", "right", "left", "right"]);
  });
});
