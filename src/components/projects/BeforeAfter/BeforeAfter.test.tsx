import { act, render, screen, within } from "@testing-library/react";
import { beforeAfterLabels, beforeAfterPairs } from "../../../test-utils/before-after";
import { projectImagesLabels } from "../../../test-utils/project-images";
import { BeforeAfter } from "./BeforeAfter";

/** Counts the times the slider's module is evaluated, i.e. its code fetched. */
const mockSliderLoaded = jest.fn();
jest.mock("./ComparisonSlider", () => {
  mockSliderLoaded();
  return jest.requireActual<typeof import("./ComparisonSlider")>("./ComparisonSlider");
});

const labels = beforeAfterLabels;

const pairs = beforeAfterPairs;

/** Renders the section and lets the slider's code, imported lazily, arrive. */
async function renderPairs(shown: typeof pairs) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <BeforeAfter pairs={shown} labels={labels} loadError={projectImagesLabels.loadError} />,
    );
    await Promise.resolve();
  });
  if (!rendered) throw new Error("not rendered");
  return rendered;
}

describe("a project's before and after", () => {
  // First: once a test has loaded the slider's module, jest keeps it for the file.
  it("shows nothing, and fetches no slider, for a project without pairs", async () => {
    const { container } = await renderPairs([]);
    expect(container).toBeEmptyDOMElement();
    expect(mockSliderLoaded).not.toHaveBeenCalled();
  });

  it("shows each pair as a figure with its caption, both pictures and their tags", async () => {
    await renderPairs(pairs);
    const section = screen.getByRole("region", { name: "Before and after" });
    const figures = within(section).getAllByRole("figure");
    expect(figures).toHaveLength(2);
    const [kitchen] = figures;
    if (!kitchen) throw new Error("no figure");
    expect(within(kitchen).getByText("The kitchen, stripped and rebuilt").tagName).toBe(
      "FIGCAPTION",
    );
    expect(within(kitchen).getByAltText("The kitchen stripped to the shell")).toBeInTheDocument();
    expect(within(kitchen).getByAltText("The finished kitchen")).toBeInTheDocument();
    expect(within(kitchen).getByText("Before")).toBeInTheDocument();
    expect(within(kitchen).getByText("After")).toBeInTheDocument();
  });

  it("reserves the pictures' aspect ratio for each frame", async () => {
    await renderPairs(pairs);
    const picture = screen.getByAltText("The finished kitchen").closest("picture");
    expect(picture?.parentElement?.parentElement).toHaveStyle({ aspectRatio: "768 / 432" });
  });

  it("gives each frame a slider once the page is interactive, named from the labels", async () => {
    await renderPairs(pairs);
    const sliders = screen.getAllByRole("slider");
    expect(sliders.map((slider) => slider.getAttribute("aria-label"))).toEqual([
      "Compare before and after: The kitchen, stripped and rebuilt",
      "Compare before and after: The bathroom, from damp to calm",
    ]);
    expect(mockSliderLoaded).toHaveBeenCalledTimes(1);
  });
});
