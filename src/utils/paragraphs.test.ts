import { paragraphsOf } from "./paragraphs";

describe("paragraphsOf", () => {
  it("splits a text at each blank line, spaces on it aside", () => {
    expect(paragraphsOf("We listen first.\n\nThen we draw.\n \t\nThen we build.")).toEqual([
      "We listen first.",
      "Then we draw.",
      "Then we build.",
    ]);
  });

  it("takes several blank lines, and those around the text, as one break", () => {
    expect(paragraphsOf("\nWe listen first.\n\n\n\nThen we draw.\n")).toEqual([
      "We listen first.",
      "Then we draw.",
    ]);
  });

  it("leaves a text without a blank line whole", () => {
    expect(paragraphsOf("We listen first. Then we draw.")).toEqual([
      "We listen first. Then we draw.",
    ]);
  });
});
