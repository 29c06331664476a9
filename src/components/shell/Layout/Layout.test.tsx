import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { visit } from "../../../test-utils/location";
import { siteIdentity } from "../../../test-utils/site-identity";
import { Layout } from "./Layout";

function renderPage() {
  jest.mocked(useStaticQuery).mockReturnValue(siteIdentity);
  visit("/about");
  return render(
    <Layout>
      <h1>About the studio</h1>
    </Layout>,
  );
}

describe("Layout", () => {
  it("offers Skip to content as the first stop of the keyboard, pointing at main", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    const main = screen.getByRole("main");
    expect(skip).toHaveAttribute("href", `#${main.id}`);
    expect(main).toHaveAttribute("tabindex", "-1");
  });

  it("frames the page in header, main and footer landmarks, in that order", () => {
    renderPage();
    const header = screen.getByRole("banner");
    const main = screen.getByRole("main");
    const footer = screen.getByRole("contentinfo");
    expect(header.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("puts the page's own content in main and nowhere else", () => {
    renderPage();
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent(
      "About the studio",
    );
    expect(screen.getAllByRole("heading", { name: "About the studio" })).toHaveLength(1);
  });
});
