import { render, screen } from "@testing-library/react";
import { ActionLink } from "./ActionLink";

describe("ActionLink", () => {
  it("shows the button's words and is named by them, then by what the link leads to", () => {
    render(
      <ActionLink action={{ label: "LEARN MORE", purpose: "about the studio", to: "/about" }} />,
    );
    const link = screen.getByRole("link", { name: "LEARN MORE about the studio" });
    expect(link).toHaveAttribute("href", "/about");
    expect(link).not.toHaveAttribute("aria-label");
    expect(screen.getByText("about the studio", { exact: false })).toHaveClass("hidden");
    expect(link.firstChild).toHaveTextContent(/^LEARN MORE$/);
  });
});
