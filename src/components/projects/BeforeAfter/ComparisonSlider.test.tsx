import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAfterLabels } from "../../../test-utils/before-after";
import ComparisonSlider from "./ComparisonSlider";

const labels = beforeAfterLabels;

const caption = "The kitchen, stripped to bare walls, then rebuilt";

/** A frame 800 px wide from x = 100, as the browser would lay it out, with the slider in it. */
function renderSlider() {
  const frame = document.createElement("div");
  document.body.append(frame);
  frame.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 800, height: 600 });
  // jsdom has no pointer capture: a set of captured pointer ids stands in for it.
  const captured = new Set<number>();
  frame.setPointerCapture = (id) => captured.add(id);
  frame.hasPointerCapture = (id) => captured.has(id);
  const release = (id: number) => {
    captured.delete(id);
    fireEvent(frame, new Event("lostpointercapture"));
  };
  render(<ComparisonSlider frame={frame} caption={caption} labels={labels} />, {
    container: frame,
  });
  return { frame, slider: screen.getByRole("slider"), release };
}

const divider = (frame: HTMLElement) => frame.style.getPropertyValue("--position");

/**
 * A pointer event as the browser sends it. jsdom has no PointerEvent, so a MouseEvent (which
 * carries the button and position) is given the pointer's id.
 */
function pointer(
  target: HTMLElement,
  type: "pointerdown" | "pointermove" | "pointerup",
  init: {
    pointerId: number;
    clientX: number;
    clientY?: number;
    button?: number;
    pointerType?: string;
  },
) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, "pointerId", { value: init.pointerId });
  Object.defineProperty(event, "pointerType", { value: init.pointerType ?? "mouse" });
  fireEvent(target, event);
  return event;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the comparison's slider", () => {
  it("is named after the pair's caption and starts in the middle", () => {
    const { frame, slider } = renderSlider();
    expect(slider).toHaveAccessibleName(`Compare before and after: ${caption}`);
    expect(slider).toHaveValue("50");
    expect(slider).toHaveAttribute("aria-valuetext", "Before 50%, after 50%");
    expect(divider(frame)).toBe("50%");
  });

  it("is a native range from 0 to 100, whose arrow, Page and Home/End keys the browser handles", () => {
    // jsdom does not move a range by keys: e2e/project.spec.ts presses them in Chromium.
    const { slider } = renderSlider();
    expect(slider).toHaveAttribute("type", "range");
    expect(slider).toHaveAttribute("min", "0");
    expect(slider).toHaveAttribute("max", "100");
    expect(slider).toHaveAttribute("step", "any");
  });

  it("moves the divider to its value and says each picture's share", () => {
    const { frame, slider } = renderSlider();
    fireEvent.change(slider, { target: { value: "30" } });
    expect(divider(frame)).toBe("30%");
    expect(slider).toHaveAttribute("aria-valuetext", "Before 30%, after 70%");
    fireEvent.change(slider, { target: { value: "100" } });
    expect(divider(frame)).toBe("100%");
    expect(slider).toHaveAttribute("aria-valuetext", "Before 100%, after 0%");
  });

  it("moves the divider to where the pictures are pressed, and takes it along while dragged", () => {
    const { frame, slider, release } = renderSlider();
    const press = pointer(frame, "pointerdown", { pointerId: 1, button: 0, clientX: 340 });
    expect(press.defaultPrevented).toBe(true);
    expect(divider(frame)).toBe("30%");
    expect(slider).toHaveValue("30");
    expect(frame).toHaveAttribute("data-dragging");
    expect(slider).toHaveFocus();

    pointer(frame, "pointermove", { pointerId: 1, clientX: 740 });
    expect(divider(frame)).toBe("80%");
    expect(slider).toHaveAttribute("aria-valuetext", "Before 80%, after 20%");

    release(1);
    expect(frame).not.toHaveAttribute("data-dragging");
    pointer(frame, "pointermove", { pointerId: 1, clientX: 200 });
    expect(divider(frame)).toBe("80%");
  });

  it("waits for a finger to slide sideways, so a swipe that scrolls the page leaves it alone", () => {
    const { frame, slider, release } = renderSlider();
    const finger = { pointerId: 7, button: 0, pointerType: "touch" };
    pointer(frame, "pointerdown", { ...finger, clientX: 340 });
    expect(divider(frame)).toBe("50%");
    // The browser takes the finger over to scroll: no move, no lift, the capture is lost.
    release(7);
    expect(divider(frame)).toBe("50%");
    expect(slider).not.toHaveFocus();

    // A scroll the browser takes over only after a few pixels: those moves do not count.
    pointer(frame, "pointerdown", { ...finger, clientX: 340, clientY: 300 });
    pointer(frame, "pointermove", { ...finger, clientX: 342, clientY: 296 });
    pointer(frame, "pointermove", { ...finger, clientX: 344, clientY: 280 });
    pointer(frame, "pointermove", { ...finger, clientX: 420, clientY: 270 });
    release(7);
    expect(divider(frame)).toBe("50%");

    pointer(frame, "pointerdown", { ...finger, clientX: 340, clientY: 300 });
    pointer(frame, "pointermove", { ...finger, clientX: 352, clientY: 302 });
    expect(divider(frame)).toBe("31.5%");
    pointer(frame, "pointermove", { ...finger, clientX: 420, clientY: 310 });
    expect(divider(frame)).toBe("40%");
    expect(slider).toHaveFocus();
  });

  it("moves to where a finger taps", () => {
    const { frame, release } = renderSlider();
    const finger = { pointerId: 8, button: 0, pointerType: "touch" };
    pointer(frame, "pointerdown", { ...finger, clientX: 740 });
    pointer(frame, "pointerup", { ...finger, clientX: 740 });
    release(8);
    expect(divider(frame)).toBe("80%");
  });

  it("stops at the frame's edges when the pointer leaves it", () => {
    const { frame } = renderSlider();
    pointer(frame, "pointerdown", { pointerId: 2, button: 0, clientX: 500 });
    pointer(frame, "pointermove", { pointerId: 2, clientX: -40 });
    expect(divider(frame)).toBe("0%");
    pointer(frame, "pointermove", { pointerId: 2, clientX: 2000 });
    expect(divider(frame)).toBe("100%");
  });

  it("leaves a right-button press alone (the context menu)", () => {
    const { frame } = renderSlider();
    pointer(frame, "pointerdown", { pointerId: 3, button: 2, clientX: 340 });
    expect(divider(frame)).toBe("50%");
    expect(frame).not.toHaveAttribute("data-dragging");
  });

  it("marks the frame draggable while it is there, and unmarks it when it goes", () => {
    const frame = document.createElement("div");
    document.body.append(frame);
    const { unmount } = render(
      <ComparisonSlider frame={frame} caption={caption} labels={labels} />,
      { container: frame },
    );
    expect(frame).toHaveAttribute("data-interactive");
    unmount();
    expect(frame).not.toHaveAttribute("data-interactive");
  });
});
