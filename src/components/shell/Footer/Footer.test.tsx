import { render, screen, within } from "@testing-library/react";
import { visit } from "../../../test-utils/location";
import { Footer } from "./Footer";

const WHATSAPP = {
  url: "https://wa.me/12125550142?text=Hello%20Studio%20Anvaya",
  label: "Message us on WhatsApp",
};

function renderFooter(pathname = "/", whatsapp: typeof WHATSAPP | null = WHATSAPP) {
  visit(pathname);
  return render(
    <Footer
      studioName="Studio Anvaya"
      logoMarkUrl="/logo-mark.svg"
      email="hello@studioanvaya.example"
      whatsapp={whatsapp}
      year="2026"
      blurb="Homes and workplaces that feel quietly right."
      links={[
        { label: "About", to: "/about" },
        { label: "Gallery", to: "/projects" },
        { label: "Services", to: "/services" },
        { label: "Contact", to: "/contact" },
      ]}
      social={[
        { label: "Instagram", url: "https://www.instagram.com/studioanvaya/" },
        { label: "LinkedIn", url: "https://www.linkedin.com/company/studioanvaya/" },
      ]}
      copy={{
        linksHeading: "Explore",
        contactHeading: "Write to us",
        followHeading: "Follow the studio",
        copyrightHolder: "Studio Anvaya",
        rightsNotice: "All rights reserved.",
      }}
      labels={{ footerNavigation: "Footer", opensInNewTab: "(opens in a new tab)" }}
    />,
  );
}

describe("Footer", () => {
  it("is the page's contentinfo landmark with the brand blurb", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/feel quietly right/)).toBeInTheDocument();
  });

  it("links to About, Gallery, Services and Contact", () => {
    renderFooter();
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About", "/about"],
      ["Gallery", "/projects"],
      ["Services", "/services"],
      ["Contact", "/contact"],
    ]);
  });

  it("leaves marking the current page to the header", () => {
    renderFooter("/about");
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
  });

  it("offers the studio's address as a mailto link, which may break after its @ only", () => {
    renderFooter();
    // jsdom's accessible name counts the <wbr> as a space; a browser's does not.
    const link = screen.getByRole("link", { name: /^hello@ ?studioanvaya\.example$/ });
    expect(link).toHaveAttribute("href", "mailto:hello@studioanvaya.example");
    expect(link.innerHTML).toBe("hello@<wbr>studioanvaya.example");
  });

  it("offers WhatsApp as a plain link in a new tab, when the studio gives a number", () => {
    const { unmount } = renderFooter();
    const link = screen.getByRole("link", {
      name: "Message us on WhatsApp (opens in a new tab)",
    });
    expect(link).toHaveAttribute("href", WHATSAPP.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    unmount();
    renderFooter("/", null);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it.each([
    ["Instagram", "https://www.instagram.com/studioanvaya/"],
    ["LinkedIn", "https://www.linkedin.com/company/studioanvaya/"],
  ])("opens %s in a new tab without handing it the page", (name, href) => {
    renderFooter();
    const link = screen.getByRole("link", { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("ends with the copyright line for the year", () => {
    renderFooter();
    expect(screen.getByText("© 2026 Studio Anvaya. All rights reserved.")).toBeInTheDocument();
  });
});
