import { render } from "@testing-library/react";
import { JsonLd } from "./JsonLd";

describe("JsonLd", () => {
  it("renders a JSON-LD data block that parses back to the document", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Place",
      name: "Assagao, Goa",
    } as const;
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    expect(JSON.parse(script?.textContent ?? "")).toEqual(data);
  });

  it("keeps copy that looks like a closing tag inside the element", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Place",
      name: "</script><p>after</p>",
    } as const;
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector("script");
    expect(container.innerHTML).not.toContain("</script><p>");
    expect(container.querySelector("p")).toBeNull();
    expect(JSON.parse(script?.textContent ?? "")).toEqual(data);
  });
});
