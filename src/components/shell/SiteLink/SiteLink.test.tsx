import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { visit } from "../../../test-utils/location";
import { SiteLink } from "./SiteLink";

declare global {
  interface Window {
    /** Where Gatsby's Link hands a click it navigates itself, with its `replace` decision. */
    ___navigate?: (to: string, options: { replace?: boolean }) => void;
  }
}

const gatsbysOwn = jest.fn();
const onClick = jest.fn();

beforeEach(() => {
  window.___navigate = gatsbysOwn;
  gatsbysOwn.mockClear();
  onClick.mockClear();
  jest.mocked(navigate).mockClear();
});

/** Clicks a link to `to` on a page at `address`, with the keys held, if any. */
async function clickAt(address: string, to: string, keys: string[] = []) {
  visit(address);
  render(
    <SiteLink to={to} onClick={onClick}>
      GALLERY
    </SiteLink>,
  );
  const user = userEvent.setup();
  for (const key of keys) await user.keyboard(`{${key}>}`);
  await user.click(screen.getByRole("link", { name: "GALLERY" }));
}

describe("SiteLink", () => {
  it("adds a history entry for its path from that path with a query string (a filtered gallery)", async () => {
    await clickAt("/projects?category=commercial", "/projects");
    expect(navigate).toHaveBeenCalledWith("/projects");
    expect(gatsbysOwn).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("leaves Gatsby's Link to replace the entry of the very address shown", async () => {
    await clickAt("/projects", "/projects");
    expect(gatsbysOwn).toHaveBeenCalledWith(
      "/projects",
      expect.objectContaining({ replace: true }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves Gatsby's Link to go to another path", async () => {
    await clickAt("/about?x=1", "/projects");
    expect(gatsbysOwn).toHaveBeenCalledWith(
      "/projects",
      expect.objectContaining({ replace: undefined }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("leaves a click that asks for a new tab to the browser", async () => {
    // jsdom would try to load the address; the browser's part is not this test's.
    document.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
      },
      { once: true },
    );
    await clickAt("/projects?category=home", "/projects", ["Control"]);
    expect(navigate).not.toHaveBeenCalled();
    expect(gatsbysOwn).not.toHaveBeenCalled();
  });
});
