import { render, screen, within } from "@testing-library/react";
import { Quote } from "./Quote";

describe("Quote", () => {
  it("marks up the words as a blockquote and the speaker as the figure's caption", () => {
    render(<Quote quote={{ text: "Design is listening.", cite: "Ira Mehta" }} />);
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("blockquote")).toHaveTextContent("Design is listening.");
    expect(within(figure).getByText("Ira Mehta").tagName).toBe("FIGCAPTION");
  });
});
