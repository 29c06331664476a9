import { render, screen } from "@testing-library/react";
import { SectionHeading } from "./SectionHeading";

describe("SectionHeading", () => {
  it("is a section's h2 named by its title alone, the eyebrow and lead around it", () => {
    render(<SectionHeading eyebrow="Our services" title="What we do" intro="Homes and offices." />);
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveAccessibleName("What we do");
    expect(heading).toHaveClass("title");
    expect(screen.getByText("Our services").tagName).toBe("P");
    expect(screen.getByText("Homes and offices.").tagName).toBe("P");
  });

  it("reads a kicker as the heading's first words", () => {
    render(<SectionHeading kicker="Project 03" title="West Village Townhouse" level="h3" />);
    expect(
      screen.getByRole("heading", { level: 3, name: "Project 03 West Village Townhouse" }),
    ).toBeInTheDocument();
  });

  it("makes a page's own heading an h1, set larger", () => {
    render(<SectionHeading title="About the studio" level="h1" />);
    expect(screen.getByRole("heading", { level: 1, name: "About the studio" })).toHaveClass(
      "pageTitle",
    );
  });

  it("carries the id that names its section", () => {
    render(
      <section aria-labelledby="testimonials-heading">
        <SectionHeading id="testimonials-heading" title="Kind words" />
      </section>,
    );
    expect(screen.getByRole("region", { name: "Kind words" })).toBeInTheDocument();
  });

  it("is centred only when asked, and leaves out the parts it is not given", () => {
    const { container, rerender } = render(<SectionHeading title="Kind words" align="center" />);
    const header = container.firstChild;
    expect(header).toHaveClass("heading", "center");
    expect(container.querySelectorAll("p")).toHaveLength(0);
    rerender(<SectionHeading title="Kind words" className="intro" />);
    expect(header).toHaveClass("heading intro", { exact: true });
  });
});
