import { render } from "@testing-library/react";
import { TextParagraphs } from "./TextParagraphs";

describe("TextParagraphs", () => {
  it("shows each paragraph of a text apart by a blank line as a paragraph of its class", () => {
    const { container } = render(
      <TextParagraphs text={"We listen first.\n\nThen we draw."} className="story" />,
    );
    expect(container.innerHTML).toBe(
      '<p class="story">We listen first.</p><p class="story">Then we draw.</p>',
    );
  });

  it("shows a text of one paragraph as one <p> of its class, nothing around it", () => {
    const { container } = render(<TextParagraphs text="We listen first." className="story" />);
    expect(container.innerHTML).toBe('<p class="story">We listen first.</p>');
  });
});
