import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeContentImage } from "../../../test-utils/images";
import { Testimonials } from "./Testimonials";

const testimonials = ["Ananya Kapoor", "Michael Turner", "Meera Iyer", "Sarah Whitfield"].map(
  (name, index) => ({
    title: `${name}, client`,
    content: `Testimonial number ${index + 1}.`,
    img: fakeContentImage(`portrait-${index + 1}`, `Portrait of ${name}`),
  }),
);

const labels = {
  heading: "CLIENT APPRECIATION",
  previous: "Previous testimonial",
  next: "Next testimonial",
  position: "{n} of {count}",
};

function renderSlider() {
  const user = userEvent.setup();
  render(<Testimonials testimonials={testimonials} labels={labels} />);
  return user;
}

/** The live region that announces the testimonial shown. */
function shown() {
  const live = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!live) throw new Error("no polite live region");
  return within(live);
}

describe("Testimonials", () => {
  it("shows the first testimonial in a polite live region, read out whole", () => {
    renderSlider();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveAttribute("aria-atomic", "true");
    expect(screen.getByRole("heading", { level: 2, name: "CLIENT APPRECIATION" })).toBeVisible();
    expect(shown().getByText("Testimonial number 1.")).toBeInTheDocument();
    expect(shown().getByText("Ananya Kapoor, client")).toBeInTheDocument();
    expect(screen.getByText("1 of 4")).toBeInTheDocument();
  });

  it("moves to the next testimonial and wraps from the last to the first", async () => {
    const user = renderSlider();
    const next = screen.getByRole("button", { name: "Next testimonial" });
    await user.click(next);
    expect(shown().getByText("Testimonial number 2.")).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(shown().getByText("Testimonial number 1.")).toBeInTheDocument();
  });

  it("wraps from the first testimonial back to the last", async () => {
    const user = renderSlider();
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(shown().getByText("Testimonial number 4.")).toBeInTheDocument();
    expect(shown().queryByText("Testimonial number 1.")).not.toBeInTheDocument();
    expect(screen.getByText("4 of 4")).toBeInTheDocument();
  });

  it("never moves on its own", () => {
    jest.useFakeTimers();
    try {
      renderSlider();
      act(() => {
        jest.advanceTimersByTime(5 * 60_000);
      });
      expect(shown().getByText("Testimonial number 1.")).toBeInTheDocument();
      expect(screen.getByText("1 of 4")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the photo out of the live region, so its late arrival is not read out", async () => {
    const user = renderSlider();
    expect(shown().queryByRole("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Portrait of Ananya Kapoor" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shown().queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("keeps the other testimonials out of the accessibility tree", () => {
    renderSlider();
    expect(screen.getAllByRole("figure")).toHaveLength(1);
  });
});
