import { render, screen } from "@testing-library/react";
import { Paragraphs } from "./Paragraphs";

describe("Paragraphs", () => {
  it("renders each text as a paragraph, in order", () => {
    render(<Paragraphs paragraphs={["We listen first.", "Then we draw."]} />);
    expect(screen.getAllByRole("paragraph").map((p) => p.textContent)).toEqual([
      "We listen first.",
      "Then we draw.",
    ]);
  });
});
