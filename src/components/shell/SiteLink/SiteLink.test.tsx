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

  it.each([
    { address: "/projects", replace: true, as: "replacing the entry of the very address shown" },
    { address: "/about?x=1", replace: undefined, as: "going to another path" },
  ])("leaves Gatsby's Link to navigate itself from $address, $as", async ({ address, replace }) => {
    await clickAt(address, "/projects");
    expect(gatsbysOwn).toHaveBeenCalledWith("/projects", expect.objectContaining({ replace }));
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
