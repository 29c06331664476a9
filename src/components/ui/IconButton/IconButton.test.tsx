import { render, screen } from "@testing-library/react";
import type { SyntheticEvent } from "react";
import userEvent from "@testing-library/user-event";
import { Chevron } from "../Chevron/Chevron";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is a button named by its label, not its icon, that acts on a click", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <IconButton aria-label="Next testimonial" onClick={onClick}>
        <Chevron direction="next" />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Next testimonial" });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not submit the form it sits in", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SyntheticEvent) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <IconButton aria-label="Pause slide rotation" />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("passes state and the caller's class through", () => {
    render(<IconButton aria-label="Pause slide rotation" aria-pressed="true" className="pause" />);
    const button = screen.getByRole("button", { name: "Pause slide rotation", pressed: true });
    expect(button).toHaveClass("iconButton", "pause");
  });
});
