import { render, screen, within } from "@testing-library/react";
import { fakeContentImage } from "../../../test-utils/images";
import { ProcessSteps } from "./ProcessSteps";

const titles = [
  "Discovery & Consultation",
  "Concept Design",
  "Design and Detail",
  "Execution and Installation",
  "Style and Deliver",
];

describe("ProcessSteps", () => {
  it("lists the steps in order, each with its title and description", () => {
    render(
      <ProcessSteps
        heading="Our Five Step Design Process"
        intro="A clear path."
        steps={titles.map((title, index) => ({
          title,
          text: `Step ${index + 1} explained.`,
          image: fakeContentImage(`step-${index + 1}`),
        }))}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Our Five Step Design Process" }),
    ).toBeInTheDocument();
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps).toHaveLength(5);
    steps.forEach((step, index) => {
      expect(within(step).getByRole("heading", { level: 3 })).toHaveTextContent(
        titles[index] ?? "",
      );
      expect(within(step).getByText(`Step ${index + 1} explained.`)).toBeInTheDocument();
      expect(within(step).getByRole("img")).toHaveAccessibleName(`Photograph step-${index + 1}`);
    });
  });
});
