import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { ComponentProps } from "react";
import { Seo } from "./Seo";

import { SITE, siteIdentity, socialImage } from "../../../test-utils/site-identity";

const DESCRIPTION =
  "Full start-to-finish transformations, room-by-room design, styling and staging by the studio.";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteIdentity);
});

function renderSeo(props: Partial<ComponentProps<typeof Seo>> = {}) {
  return render(
    <Seo
      title="Interior design services"
      description={DESCRIPTION}
      pathname="/services"
      {...props}
    />,
  );
}

/** React hoists `<title>`, `<meta>` and `<link>` into the document's head, as Gatsby's Head does. */
function head(selector: string): Element[] {
  return Array.from(document.head.querySelectorAll(selector));
}

function content(selector: string): string | null {
  const found = head(selector);
  expect(found).toHaveLength(1);
  return found[0]?.getAttribute("content") ?? found[0]?.getAttribute("href") ?? null;
}

function jsonLd(container: HTMLElement): Record<string, unknown>[] {
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

describe("Seo on an inner page", () => {
  it("titles the page '<title> — <studio>' in the tab and on sharing cards", () => {
    renderSeo({ title: "Interior design services" });
    expect(document.title).toBe("Interior design services — Studio Anvaya");
    expect(content('meta[property="og:title"]')).toBe("Interior design services — Studio Anvaya");
    // X takes the title, description and picture from Open Graph: no copies in every page.
    expect(document.querySelector('meta[name="twitter:title"]')).toBeNull();
  });

  it("gives the description to search results and sharing cards", () => {
    renderSeo({ title: "Services" });
    expect(content('meta[name="description"]')).toBe(DESCRIPTION);
    expect(content('meta[property="og:description"]')).toBe(DESCRIPTION);
  });

  it("names its canonical address on the public site, without a trailing slash", () => {
    renderSeo({ title: "Services", pathname: "/services/" });
    expect(content('link[rel="canonical"]')).toBe(`${SITE}/services`);
    expect(content('meta[property="og:url"]')).toBe(`${SITE}/services`);
  });

  it("describes the site for Open Graph", () => {
    renderSeo({ title: "Services" });
    expect(content('meta[property="og:type"]')).toBe("website");
    expect(content('meta[property="og:site_name"]')).toBe("Studio Anvaya");
    expect(content('meta[property="og:locale"]')).toBe("en_GB");
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  it("shares the site's picture, absolute and sized, when the page has none of its own", () => {
    renderSeo({ title: "Services" });
    const url = `${SITE}/static/social-share/ec3c9/social-share.jpg`;
    expect(content('meta[property="og:image"]')).toBe(url);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[property="og:image:alt"]')).toBe("A sunlit living room");
    expect(document.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(content('meta[name="twitter:image:alt"]')).toBe("A sunlit living room");
  });

  it("shares the page's own picture when it has one", () => {
    renderSeo({ title: "Villa", image: socialImage("villa", "A lime-plastered villa") });
    expect(content('meta[property="og:image"]')).toBe(`${SITE}/static/villa/ec3c9/villa.jpg`);
    expect(content('meta[property="og:image:alt"]')).toBe("A lime-plastered villa");
  });

  it("leaves icons, the manifest and theme-color to gatsby-plugin-manifest", () => {
    renderSeo({ title: "Services" });
    expect(head('meta[name="theme-color"]')).toHaveLength(0);
    expect(head('link[rel~="icon"], link[rel="apple-touch-icon"]')).toHaveLength(0);
  });

  it("places the page in a breadcrumb trail from Home", () => {
    const { container } = renderSeo({ title: "Interior design services", breadcrumb: "Services" });
    expect(jsonLd(container)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
          { "@type": "ListItem", position: 2, name: "Services", item: `${SITE}/services` },
        ],
      },
    ]);
  });
});

describe("Seo on the home page", () => {
  it("titles the page '<studio> — <title>', the studio's name first", () => {
    renderSeo({ title: "Interior design & architecture", pathname: "/", describesStudio: true });
    expect(document.title).toBe("Studio Anvaya — Interior design & architecture");
    expect(content('link[rel="canonical"]')).toBe(`${SITE}/`);
  });

  it("describes the studio in structured data", () => {
    const { container } = renderSeo({ pathname: "/", describesStudio: true });
    const [studio] = jsonLd(container);
    expect(studio).toMatchObject({
      "@type": "ProfessionalService",
      name: "Studio Anvaya",
      url: `${SITE}/`,
      foundingDate: "2014",
      founder: { "@type": "Person", name: "Ira Mehta", jobTitle: "Founder & Principal Designer" },
      email: "hello@studioanvaya.example",
      sameAs: [
        "https://www.instagram.com/studioanvaya/",
        "https://www.linkedin.com/company/studioanvaya/",
      ],
      logo: `${SITE}/static/logo/logo-mark.svg`,
      image: `${SITE}/static/social-share/ec3c9/social-share.jpg`,
    });
  });
});

describe("Seo on a project's page", () => {
  const project = {
    title: "Laterite Villa in Assagao",
    pathname: "/projects/laterite-villa-assagao",
    type: "article",
    breadcrumb: "Laterite Villa in Assagao",
    breadcrumbParents: [{ name: "Gallery", path: "/projects" }],
    work: {
      name: "Laterite Villa in Assagao",
      description: "A year-round home in the Goan hinterland.",
      year: 2024,
      location: "Assagao, Goa",
      imagePaths: ["/static/1/01.jpg"],
    },
  } as const;

  it("is an article under the gallery in the breadcrumb trail", () => {
    const { container } = renderSeo(project);
    expect(content('meta[property="og:type"]')).toBe("article");
    const [trail] = jsonLd(container);
    expect(trail).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${SITE}/` },
        { position: 2, name: "Gallery", item: `${SITE}/projects` },
        {
          position: 3,
          name: "Laterite Villa in Assagao",
          item: `${SITE}/projects/laterite-villa-assagao`,
        },
      ],
    });
  });

  it("describes the project as the studio's creative work at the page's address", () => {
    const { container } = renderSeo(project);
    expect(jsonLd(container)[1]).toMatchObject({
      "@type": "CreativeWork",
      name: "Laterite Villa in Assagao",
      url: `${SITE}/projects/laterite-villa-assagao`,
      image: [`${SITE}/static/1/01.jpg`],
      dateCreated: "2024",
      locationCreated: { "@type": "Place", name: "Assagao, Goa" },
      creator: { name: "Studio Anvaya", "@id": `${SITE}/#studio` },
    });
  });
});

describe("Seo on a page kept out of search results", () => {
  it("says noindex and names no canonical address or breadcrumb trail", () => {
    const { container } = renderSeo({
      title: "Page not found",
      pathname: "/404.html",
      noindex: true,
      breadcrumb: "Page not found",
    });
    expect(content('meta[name="robots"]')).toBe("noindex");
    expect(head('link[rel="canonical"]')).toHaveLength(0);
    expect(head('meta[property="og:url"]')).toHaveLength(0);
    expect(jsonLd(container)).toEqual([]);
  });
});
