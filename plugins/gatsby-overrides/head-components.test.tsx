import { withoutGenerator } from "./head-components";

describe("withoutGenerator", () => {
  it("drops Gatsby's generator meta and keeps every other head component", () => {
    const description = <meta key="description" name="description" content="A studio" />;
    const canonical = <link key="canonical" rel="canonical" href="https://example.com/" />;
    const generator = <meta key="generator-5.16.1" name="generator" content="Gatsby 5.16.1" />;
    expect(withoutGenerator([generator, description, "text", canonical])).toEqual([
      description,
      "text",
      canonical,
    ]);
  });
});
