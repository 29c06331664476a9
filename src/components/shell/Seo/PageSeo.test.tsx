import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { SITE, siteIdentity, socialImage } from "../../../test-utils/site-identity";
import { PageSeo } from "./PageSeo";

const page: Queries.PageSeoFragment = {
  title: "About the studio",
  description: "Meet Studio Anvaya, an interior design and architecture practice founded in 2014.",
  breadcrumb: "About",
  image: socialImage("studio", "The studio's table"),
};

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteIdentity);
});

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

function jsonLdTypes(container: HTMLElement): unknown[] {
  return Array.from(container.ownerDocument.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.textContent) as { "@type": unknown })
    .map((data) => data["@type"]);
}

describe("PageSeo", () => {
  it("states the page's entry: title, description, sharing picture and breadcrumb", () => {
    const { container } = render(<PageSeo page={page} pathname="/about" />);
    expect(document.title).toBe("About the studio — Studio Anvaya");
    expect(meta('meta[name="description"]')).toBe(page.description);
    expect(meta('meta[property="og:image"]')).toBe(`${SITE}/static/studio/ec3c9/studio.jpg`);
    expect(jsonLdTypes(container)).toEqual(["BreadcrumbList"]);
  });

  it("gives the home page the studio and no breadcrumb trail", () => {
    const { container } = render(
      <PageSeo page={{ ...page, title: "Interior design" }} pathname="/" describesStudio />,
    );
    expect(document.title).toBe("Studio Anvaya — Interior design");
    expect(jsonLdTypes(container)).toEqual(["ProfessionalService"]);
  });

  it("keeps the 404 page out of search results, without a trail", () => {
    const { container } = render(<PageSeo page={page} pathname="/404" noindex />);
    expect(meta('meta[name="robots"]')).toBe("noindex");
    expect(jsonLdTypes(container)).toEqual([]);
  });
});
