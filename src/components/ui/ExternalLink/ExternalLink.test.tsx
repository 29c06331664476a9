import { render, screen } from "@testing-library/react";
import { ExternalLink } from "./ExternalLink";

describe("ExternalLink", () => {
  it("opens in a new tab without handing it the page, and says so to a screen reader only", () => {
    render(
      <ExternalLink
        href="https://www.instagram.com/studioanvaya/"
        newTabLabel="(opens in a new tab)"
        className="social"
      >
        Instagram
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://www.instagram.com/studioanvaya/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveClass("social");
    expect(screen.getByText("(opens in a new tab)")).toHaveClass("hidden");
    expect(link.firstChild).toHaveTextContent(/^Instagram$/);
  });
});
