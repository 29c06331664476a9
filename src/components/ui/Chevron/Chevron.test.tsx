import { render } from "@testing-library/react";
import { Chevron } from "./Chevron";

describe("Chevron", () => {
  it.each(["previous", "next"] as const)(
    "points %s and is hidden from assistive technology",
    (direction) => {
      const { container } = render(<Chevron direction={direction} />);
      const arrow = container.firstChild;
      expect(arrow).toHaveAttribute("aria-hidden", "true");
      expect(arrow).toBeEmptyDOMElement();
      expect(arrow).toHaveClass(`chevron ${direction}`, { exact: true });
    },
  );
});
