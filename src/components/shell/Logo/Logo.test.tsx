import { render, screen } from "@testing-library/react";
import { siteIdentity } from "../../../test-utils/site-identity";
import { Logo } from "./Logo";

const NAME = siteIdentity.siteYaml?.name ?? "";
const MARK = siteIdentity.siteYaml?.logoMark.publicURL ?? "";

describe("Logo", () => {
  it.each([
    ["with its mark", MARK],
    ["without a mark", null],
  ])("links home named by the studio alone, %s", (_, markUrl) => {
    render(<Logo name={NAME} markUrl={markUrl} />);
    expect(screen.getByRole("link", { name: NAME })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows its mark inside the link", () => {
    render(<Logo name={NAME} markUrl={MARK} />);
    const mark = screen.getByRole("link", { name: NAME }).querySelector("img");
    expect(mark).toHaveAttribute("src", MARK);
  });
});
