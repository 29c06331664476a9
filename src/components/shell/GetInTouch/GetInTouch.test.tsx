import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { fakeContentImage } from "../../../test-utils/images";
import { GetInTouch } from "./GetInTouch";

const cta = {
  heading: "Where Vision Meets Design Excellence",
  text: "Every project starts with a conversation.",
  action: { label: "GET IN TOUCH", purpose: "with the studio", to: "/contact" },
  image: fakeContentImage("get-in-touch", "A living room at dusk with a low sofa"),
};

function renderWith(ctaYaml: Queries.GetInTouchQuery["ctaYaml"]) {
  jest.mocked(useStaticQuery).mockReturnValue({ ctaYaml } satisfies Queries.GetInTouchQuery);
  return render(<GetInTouch />);
}

describe("GetInTouch", () => {
  it("heads the block at level two with its text and picture", () => {
    renderWith(cta);
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName(cta.heading);
    expect(screen.getByText(cta.text)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: cta.image.alt })).toBeInTheDocument();
  });

  it("leads to the contact page under its visible words, said in full to screen readers", () => {
    renderWith(cta);
    const link = screen.getByRole("link", { name: "GET IN TOUCH with the studio" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link.firstChild).toHaveTextContent(/^GET IN TOUCH$/);
  });

  it("stops the build, naming the file, when content/cta.yaml is missing", () => {
    expect(() => renderWith(null)).toThrow("Missing content: content/cta.yaml");
  });
});
