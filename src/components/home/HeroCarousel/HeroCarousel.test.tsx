import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrate, serverRendered } from "../../../test-utils/hydrate";
import { fakeContentImage } from "../../../test-utils/images";
import { setMatchingMedia } from "../../../test-utils/match-media";
import { firePointer } from "../../../test-utils/pointer";
import { HeroCarousel, ROTATION_INTERVAL_MS } from "./HeroCarousel";

const labels = {
  label: "Featured interiors",
  previous: "Previous slide",
  next: "Next slide",
  goTo: "Go to slide {n}",
  slideOf: "{n} of {count}",
  pause: "Pause slide rotation",
  play: "Play slide rotation",
};

const slides = Array.from({ length: 8 }, (_, index) => ({
  title: `Room ${index + 1}`,
  caption: `Project ${index + 1}`,
  image: fakeContentImage(`slide-${index + 1}`),
}));

function renderCarousel() {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      jest.advanceTimersByTime(ms);
    },
  });
  render(
    <HeroCarousel slides={slides} labels={labels}>
      <h1>Calm interiors</h1>
    </HeroCarousel>,
  );
  return user;
}

/** The slide number (1-based) whose dot is marked current. */
function currentSlide(): number {
  const dots = screen.getAllByRole("button", { name: /^Go to slide/ });
  return dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
}

/** Lets `ms` pass, one rotation interval at a time, so each re-armed timer can fire. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= ROTATION_INTERVAL_MS) {
    act(() => {
      jest.advanceTimersByTime(Math.min(left, ROTATION_INTERVAL_MS));
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("HeroCarousel in the server's HTML", () => {
  const carousel = (
    <HeroCarousel slides={slides} labels={labels}>
      <h1>Calm interiors</h1>
    </HeroCarousel>
  );

  it("holds the first slide alone, with every control, and the others join it at hydration", async () => {
    const host = serverRendered(carousel);
    const groups = () => host.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups()).toHaveLength(1);
    expect(host.textContent).not.toContain("Room 2");
    expect(within(host).getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(8);

    const done = await hydrate(host, carousel);
    expect(groups()).toHaveLength(8);
    expect(groups()[7]).toHaveAttribute("aria-label", "8 of 8");
    done();
  });
});

describe("HeroCarousel semantics", () => {
  it("is a carousel region of eight labelled slides, only the current one exposed", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured interiors" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(region).getAllByRole("group", { hidden: true });
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(
      Array.from({ length: 8 }, (_, index) => `${index + 1} of 8`),
    );
    groups.forEach((group, index) => {
      expect(group).toHaveAttribute("aria-roledescription", "slide");
      if (index === 0) expect(group).not.toHaveAttribute("aria-hidden");
      else expect(group).toHaveAttribute("aria-hidden", "true");
    });
  });

  it("makes the slides not shown inert, so neither focus nor a click reaches them", async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));
    screen.getAllByRole("group", { hidden: true }).forEach((group, index) => {
      if (index === 2) expect(group).not.toHaveAttribute("inert");
      else expect(group).toHaveAttribute("inert");
    });
  });

  it("reads out a slide change only while it is not rotating: its track is a polite live region then", async () => {
    const user = renderCarousel();
    const track = () => screen.getByRole("group", { name: "1 of 8", hidden: true }).parentElement;
    expect(track()).toHaveAttribute("aria-live", "off");
    await user.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    expect(track()).toHaveAttribute("aria-live", "polite");
  });

  it("fetches only the first slide's image eagerly, with high priority", () => {
    renderCarousel();
    const [first, ...others] = screen.getAllByRole("group", { hidden: true });
    const firstImage = within(first ?? document.body).getByRole("img", { hidden: true });
    expect(firstImage).toHaveAttribute("loading", "eager");
    expect(firstImage).toHaveAttribute("fetchpriority", "high");
    expect(document.querySelectorAll("[fetchpriority]")).toHaveLength(1);
    expect(others).toHaveLength(7);
    others.forEach((slide) => {
      const image = within(slide).getByRole("img", { hidden: true });
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).not.toHaveAttribute("fetchpriority");
    });
  });
});

describe("HeroCarousel arrows and dots", () => {
  it("moves with the arrows and wraps at both ends", async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toBe(8);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe(1);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe(2);
  });

  it("marks the current slide's dot, and only that one, aria-current", async () => {
    const user = renderCarousel();
    const current = () =>
      screen
        .getAllByRole("button", { name: /^Go to slide/ })
        .filter((dot) => dot.hasAttribute("aria-current"))
        .map(
          (dot) =>
            `${dot.getAttribute("aria-label") ?? ""}: ${dot.getAttribute("aria-current") ?? ""}`,
        );
    expect(current()).toEqual(["Go to slide 1: true"]);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toEqual(["Go to slide 8: true"]);
    await user.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(current()).toEqual(["Go to slide 4: true"]);
  });

  it("moves its track by a transform, one slide's width a step", async () => {
    const user = renderCarousel();
    const track = screen.getByRole("group", { name: "1 of 8", hidden: true }).parentElement;
    expect(track).toHaveStyle({ transform: "translateX(0%)" });
    await user.click(screen.getByRole("button", { name: "Go to slide 5" }));
    expect(track).toHaveStyle({ transform: "translateX(-400%)" });
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(track).toHaveStyle({ transform: "translateX(-300%)" });
  });

  it("jumps to the slide of a dot and exposes that slide", async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Go to slide 5" }));
    expect(currentSlide()).toBe(5);
    const [first, , , , fifth] = screen.getAllByRole("group", { hidden: true });
    expect(fifth).toHaveAccessibleName("5 of 8");
    expect(fifth).not.toHaveAttribute("aria-hidden");
    expect(first).toHaveAttribute("aria-hidden", "true");
  });
});

describe("HeroCarousel rotation", () => {
  it("advances every twelve seconds and wraps after the last slide", () => {
    renderCarousel();
    advance(ROTATION_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(1);
    advance(1);
    expect(currentSlide()).toBe(2);
    advance(ROTATION_INTERVAL_MS * 7);
    expect(currentSlide()).toBe(1);
  });

  it.each([
    ["a dot", "Go to slide 4", 4],
    ["Next", "Next slide", 2],
    ["Previous", "Previous slide", 8],
  ])("gives a slide chosen with %s its full twelve seconds", (_control, name, chosen) => {
    renderCarousel();
    advance(10_000);
    // A bare click: no hover or focus that would pause and re-arm the timer on their own.
    fireEvent.click(screen.getByRole("button", { name }));
    advance(ROTATION_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(chosen);
    advance(1);
    expect(currentSlide()).toBe((chosen % 8) + 1);
  });

  it("stops with the pause button and starts again with play", async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    const play = screen.getByRole("button", { name: "Play slide rotation" });
    act(() => {
      play.blur();
    });
    await user.unhover(screen.getByRole("region", { name: "Featured interiors" }));
    advance(ROTATION_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);

    await user.click(play);
    act(() => {
      screen.getByRole("button", { name: "Pause slide rotation" }).blur();
    });
    await user.unhover(screen.getByRole("region", { name: "Featured interiors" }));
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("turns as soon as play is pressed, the pointer and focus still on the button", async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    await user.click(screen.getByRole("button", { name: "Play slide rotation" }));
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("is not held by a finger's tap, which never leaves", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured interiors" });
    firePointer(region, "pointerEnter", "touch");
    // The browser follows a tap with the mouse's events too, and no leave.
    fireEvent.mouseEnter(region);
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("waits while the pointer is over the carousel", async () => {
    const user = renderCarousel();
    await user.hover(screen.getByRole("region", { name: "Featured interiors" }));
    advance(ROTATION_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(1);
    await user.unhover(screen.getByRole("region", { name: "Featured interiors" }));
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("waits while focus is inside the carousel, and goes on once focus leaves", () => {
    renderCarousel();
    act(() => {
      screen.getByRole("button", { name: "Next slide" }).focus();
    });
    advance(ROTATION_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(1);
    act(() => {
      screen.getByRole("button", { name: "Go to slide 6" }).focus();
    });
    advance(ROTATION_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(1);
    act(() => {
      screen.getByRole("button", { name: "Go to slide 6" }).blur();
    });
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("never rotates for visitors who prefer reduced motion, and offers play", () => {
    setMatchingMedia("(prefers-reduced-motion: reduce)");
    renderCarousel();
    advance(ROTATION_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    expect(screen.getByRole("button", { name: "Play slide rotation" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause slide rotation" })).not.toBeInTheDocument();
  });

  it("starts no rotation timer, not even for its first render, for a visitor who prefers reduced motion", () => {
    setMatchingMedia("(prefers-reduced-motion: reduce)");
    const timers = jest.spyOn(window, "setTimeout");
    renderCarousel();
    expect(timers.mock.calls.filter(([, ms]) => ms === ROTATION_INTERVAL_MS)).toEqual([]);
    timers.mockRestore();
  });

  it("rotates for a visitor who prefers reduced motion once they press Play", async () => {
    setMatchingMedia("(prefers-reduced-motion: reduce)");
    const user = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Play slide rotation" }));
    act(() => {
      screen.getByRole("button", { name: "Pause slide rotation" }).blur();
    });
    await user.unhover(screen.getByRole("region", { name: "Featured interiors" }));
    advance(ROTATION_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });
});

describe("HeroCarousel swipes", () => {
  /** A one-finger touch from one point to another on the slides. */
  function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
    const slides = screen.getByRole("group", { name: /of 8$/ }).parentElement?.parentElement;
    if (!slides) throw new Error("no slides");
    fireEvent.touchStart(slides, { touches: [{ clientX: from.x, clientY: from.y }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
  }

  it("shows the next slide on a swipe left and the previous on a swipe right, wrapping", () => {
    renderCarousel();
    swipe({ x: 300, y: 100 }, { x: 100, y: 110 });
    expect(currentSlide()).toBe(2);
    swipe({ x: 100, y: 100 }, { x: 300, y: 90 });
    swipe({ x: 100, y: 100 }, { x: 300, y: 90 });
    expect(currentSlide()).toBe(8);
  });

  it.each([
    ["a tap", { x: 200, y: 100 }],
    ["a move shorter than 40 px", { x: 161, y: 100 }],
    ["a mostly vertical move (a scroll)", { x: 140, y: 300 }],
  ])("leaves the slide after %s", (_gesture, to) => {
    renderCarousel();
    swipe({ x: 200, y: 100 }, to);
    expect(currentSlide()).toBe(1);
  });
});
