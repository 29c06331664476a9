import { render, screen } from "@testing-library/react";
import type { SyntheticEvent } from "react";
import userEvent from "@testing-library/user-event";
import { Button } from "./Button";
import { LinkButton } from "./LinkButton";

describe("Button", () => {
  it("does not submit the form it sits in unless asked to", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SyntheticEvent) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <Button>Copy enquiry</Button>
        <Button type="submit">Send message</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Copy enquiry" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("passes the caller's props through, so a disabled button ignores clicks", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button onClick={onClick} disabled aria-describedby="note">
        Send message
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send message" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-describedby", "note");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(["solid", "outline", "light"] as const)(
    "styles the %s variant the same as a button and as a link",
    (variant) => {
      render(
        <>
          <Button variant={variant} className="extra">
            Act
          </Button>
          <LinkButton to="/contact" variant={variant} className="extra">
            Go
          </LinkButton>
        </>,
      );
      expect(screen.getByRole("button", { name: "Act" })).toHaveClass(`button ${variant} extra`, {
        exact: true,
      });
      expect(screen.getByRole("link", { name: "Go" })).toHaveClass(`button ${variant} extra`, {
        exact: true,
      });
    },
  );

  it("is solid unless told otherwise", () => {
    render(
      <>
        <Button>Act</Button>
        <LinkButton to="/contact">Go</LinkButton>
      </>,
    );
    expect(screen.getByRole("button", { name: "Act" })).toHaveClass("button solid", {
      exact: true,
    });
    expect(screen.getByRole("link", { name: "Go" })).toHaveClass("button solid", { exact: true });
  });
});

describe("LinkButton", () => {
  it("is a link to the page it names, not a button", () => {
    render(<LinkButton to="/contact?project=west-village-townhouse">Start a project</LinkButton>);
    expect(screen.getByRole("link", { name: "Start a project" })).toHaveAttribute(
      "href",
      "/contact?project=west-village-townhouse",
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
