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

describe("ServiceGroups", () => {
  it("puts each group's heading before its first block, in content order", () => {
    render(<ServiceGroups groups={groups} services={services} />);
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Service 1",
      "Service 2",
      "Styling & Staging Services",
      "Service 3",
      "Renovations",
      "Service 4",
    ]);
  });

  it("follows the groups, not the position, when content moves a service", () => {
    render(
      <ServiceGroups
        groups={groups}
        services={[fakeService(1, { group: "renovations" }), fakeService(2)]}
      />,
    );
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(["Service 2", "Renovations", "Service 1"]);
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
