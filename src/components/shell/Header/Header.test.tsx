import { act, render, screen, within } from "@testing-library/react";
import { visit } from "../../../test-utils/location";
import userEvent from "@testing-library/user-event";
import { Header } from "./Header";

const links = [
  { label: "HOME", to: "/" },
  { label: "ABOUT", to: "/about" },
  { label: "GALLERY", to: "/projects" },
  { label: "SERVICES", to: "/services" },
  { label: "CONTACT", to: "/contact" },
];

function renderHeaderAt(pathname: string) {
  visit(pathname);
  return render(
    <Header
      studioName="Studio Anvaya"
      logoMarkUrl="/logo-mark.svg"
      links={links}
      labels={{ mainNavigation: "Main", menu: "Menu" }}
    />,
  );
}

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("Header navigation", () => {
  it("lists the five links in order with their paths", () => {
    renderHeaderAt("/");
    const rendered = within(mainNav()).getAllByRole("link");
    expect(rendered.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      links.map((link) => [link.label, link.to]),
    );
  });

  it.each(links)("marks $label as the current page at $to and no other link", ({ label, to }) => {
    renderHeaderAt(to);
    const nav = mainNav();
    expect(within(nav).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    const others = within(nav)
      .getAllByRole("link")
      .filter((link) => link.textContent !== label);
    others.forEach((link) => {
      expect(link).not.toHaveAttribute("aria-current");
    });
  });

  it("marks no link on a page outside the navigation", () => {
    renderHeaderAt("/nowhere");
    within(mainNav())
      .getAllByRole("link")
      .forEach((link) => {
        expect(link).not.toHaveAttribute("aria-current");
      });
  });
});

describe("Header logo", () => {
  it("links home under the studio's name without claiming to be the current page", () => {
    renderHeaderAt("/");
    const logo = screen.getByRole("link", { name: "Studio Anvaya" });
    expect(logo).toHaveAttribute("href", "/");
    expect(logo).not.toHaveAttribute("aria-current");
  });
});

describe("Header in a browser without popovers", () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("renders and opens its menu, never asking for :popover-open, which such a browser refuses", async () => {
    // The menu's list answers as such a browser would (no other selector is asked of it here).
    jest.spyOn(HTMLUListElement.prototype, "matches").mockImplementation((selector) => {
      if (selector.includes(":popover-open")) throw new SyntaxError(`'${selector}' is not valid`);
      return false;
    });
    const user = userEvent.setup();
    renderHeaderAt("/");
    const button = within(mainNav()).getByRole("button", { name: "Menu" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});

describe("Header menu button", () => {
  it("opens and closes the menu, and Escape returns focus to it", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/about");
    const button = within(mainNav()).getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    // One name, open or folded: the state is aria-expanded's to say.
    expect(button).toHaveAccessibleName("Menu");

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const button = within(mainNav()).getByRole("button", { name: "Menu" });
    await user.click(button);
    await user.click(within(mainNav()).getByRole("link", { name: "CONTACT" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("folds when focus or a press goes outside the navigation, not inside it", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const after = document.body.appendChild(document.createElement("button"));
    const button = within(mainNav()).getByRole("button", { name: "Menu" });
    await user.click(button);
    await user.tab();
    expect(within(mainNav()).getByRole("link", { name: "HOME" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");

    act(() => {
      after.focus();
    });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Studio Anvaya" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    after.remove();
  });
});
