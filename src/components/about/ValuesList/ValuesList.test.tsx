import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { ValuesList } from "./ValuesList";

const titles = [
  "Functional Aesthetics",
  "Personalized Design",
  "Conscious Budgeting",
  "Timeless & Sustainable Choices",
  "Sensitivity",
];

const values = titles.map((title, index) => ({
  title,
  text: `What value ${index + 1} means to us.`,
  image: fakeContentImage(`value-${index + 1}`, `Photograph for ${title}`),
}));

const content = {
  heading: "OUR CENTRAL IDEA BEHIND EVERY DESIGN",
  intro: "Five principles guide every decision we make.",
};

describe("ValuesList", () => {
  it("lists the five values in order, each with its title as a level-3 heading and its text", () => {
    render(<ValuesList content={content} values={values} />);
    const section = screen.getByRole("region", { name: "OUR CENTRAL IDEA BEHIND EVERY DESIGN" });
    expect(
      within(section).getByRole("heading", {
        level: 2,
        name: "OUR CENTRAL IDEA BEHIND EVERY DESIGN",
      }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText("Five principles guide every decision we make."),
    ).toBeInTheDocument();

    const items = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    const headings = items.map((item) => within(item).getByRole("heading", { level: 3 }));
    expect(headings.map((heading) => heading.textContent)).toEqual(titles);
    items.forEach((item, index) => {
      expect(within(item).getByText(`What value ${index + 1} means to us.`)).toBeInTheDocument();
      expect(within(item).getByRole("img")).toHaveAccessibleName(
        `Photograph for ${titles[index] ?? ""}`,
      );
      // The "01"–"05" numbering is decoration; the list itself tells assistive technology the order.
      expect(
        within(item)
          .getByText(`0${index + 1}`)
          .closest('[aria-hidden="true"]'),
      ).not.toBeNull();
    });
  });
});
