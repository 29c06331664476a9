import { render, screen } from "@testing-library/react";
import { Split } from "./Split";

describe("Split", () => {
  it("holds the section's text and picture, with the section's own class", () => {
    render(
      <Split className="columns">
        <p>The text</p>
        <p>The picture</p>
      </Split>,
    );
    const split = screen.getByText("The text").parentElement;
    expect(split).toHaveClass("split", "columns");
    expect(split).toContainElement(screen.getByText("The picture"));
  });
});
