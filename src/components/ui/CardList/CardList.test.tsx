import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { CardList } from "./CardList";

const items = ["Discovery", "Concept", "Detail"].map((title, index) => ({
  title,
  text: `What card ${index + 1} says.`,
  image: fakeContentImage(`card-${index + 1}`, `Photograph for ${title}`),
}));

function renderList(numbered: boolean) {
  render(
    <CardList
      heading="Our process"
      intro="A clear path."
      items={items}
      numbered={numbered}
      labelled
    />,
  );
  const section = screen.getByRole("region", { name: "Our process" });
  return { section, list: within(section).getByRole("list") };
}

describe("CardList", () => {
  it("is a region named by its heading, with its lead paragraph", () => {
    const { section } = renderList(false);
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Our process");
    expect(within(section).getByText("A clear path.")).toBeInTheDocument();
  });

  it("shows each card in order: its picture, its title as a level-3 heading and its text", () => {
    const { list } = renderList(false);
    const cards = within(list).getAllByRole("listitem");
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(["Discovery", "Concept", "Detail"]);
    cards.forEach((card, index) => {
      expect(within(card).getByText(`What card ${index + 1} says.`)).toBeInTheDocument();
      expect(within(card).getByRole("img")).toHaveAccessibleName(
        `Photograph for ${items[index]?.title ?? ""}`,
      );
    });
  });

  it("numbered: an ordered list whose numbers 01, 02… are hidden from assistive technology", () => {
    const { list } = renderList(true);
    expect(list.tagName).toBe("OL");
    within(list)
      .getAllByRole("listitem")
      .forEach((card, index) => {
        expect(within(card).getByText(`0${index + 1}`)).toHaveAttribute("aria-hidden", "true");
      });
  });

  it("not labelled: a plain section, no region", () => {
    render(<CardList heading="Our services" intro="Three ways." items={items} />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Our services");
  });

  it("not numbered: an unordered list without numbers", () => {
    const { list } = renderList(false);
    expect(list.tagName).toBe("UL");
    expect(within(list).queryByText("01")).not.toBeInTheDocument();
  });
});
