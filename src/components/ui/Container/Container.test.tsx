import { render, screen } from "@testing-library/react";
import { Container } from "./Container";

describe("Container", () => {
  it("becomes the landmark it is asked to be, named through the ARIA it is given", () => {
    render(
      <Container as="nav" aria-label="More projects" className="nav">
        <a href="/projects/next">Next project</a>
      </Container>,
    );
    expect(screen.getByRole("navigation", { name: "More projects" })).toHaveClass("container nav", {
      exact: true,
    });
  });

  it("is a plain block at the site's width unless it is narrowed to a reading column", () => {
    const { container, rerender } = render(<Container>Text</Container>);
    const block = container.firstChild;
    expect(block).toBeInstanceOf(HTMLDivElement);
    expect(block).toHaveClass("container", { exact: true });
    rerender(<Container width="narrow">Text</Container>);
    expect(block).toHaveClass("container narrow", { exact: true });
  });
});
