import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderToString } from "react-dom/server";
import { ResponsiveImage } from "./ResponsiveImage";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 600,
  images: {
    fallback: { src: "/static/a/800.webp", srcSet: "/static/a/400.webp 400w", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/a/400.avif 400w", sizes: "100vw" }],
  },
};

describe("ResponsiveImage", () => {
  it("puts the page's priority picture in the HTML, eager and first in line", () => {
    const html = renderToString(<ResponsiveImage image={image} alt="A kitchen" priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("<noscript>");
  });

  it("sends any other picture as its box, with one plain <img> in <noscript> for visitors without script", () => {
    const html = renderToString(<ResponsiveImage image={image} alt="A kitchen" />);
    expect(html).toContain("aspect-ratio:800 / 600");
    const copy = /<noscript>(.*)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(copy).toMatch(/^<img [^>]*\/>$/);
    expect(copy).toContain('src="/static/a/800.webp"');
    expect(copy).toContain('alt="A kitchen"');
    expect(copy).toContain('loading="lazy"');
    expect(copy).toContain('width="800" height="600"');
    expect(copy).not.toMatch(/srcSet|sizes|<source/i);
  });

  it("sends an early picture whole but marked for the stylesheet to hide: lazy, its box kept, no copy", () => {
    const html = renderToString(<ResponsiveImage image={image} alt="A kitchen" early />);
    expect(html).toMatch(/^<picture [^>]*data-early="" style="aspect-ratio:800 \/ 600"/);
    expect(html).toContain('srcSet="/static/a/400.webp 400w"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/fetchPriority|<noscript>/);
  });

  it("renders the lazy picture itself once the page has loaded, early or not", () => {
    render(<ResponsiveImage image={image} alt="An early kitchen" early />);
    expect(screen.getByRole("img", { name: "An early kitchen" }).parentElement).not.toHaveAttribute(
      "data-early",
    );
    render(<ResponsiveImage image={image} alt="A kitchen" />);
    const img = screen.getByRole("img", { name: "A kitchen" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("srcset", "/static/a/400.webp 400w");
  });

  it("names the picture whose data is missing", () => {
    expect(() => renderToString(<ResponsiveImage image={null} alt="A kitchen" />)).toThrow(
      '"A kitchen"',
    );
  });
});
