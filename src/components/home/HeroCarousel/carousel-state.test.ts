import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  isRotating,
  wantsRotation,
} from "./carousel-state";

function run(...actions: CarouselAction[]): CarouselState {
  return actions.reduce(carouselReducer, initialCarouselState(8));
}

describe("carousel index", () => {
  it("starts at the first slide", () => {
    expect(run().index).toBe(0);
  });

  it("moves forward and back", () => {
    expect(run({ type: "next" }, { type: "next" }, { type: "previous" }).index).toBe(1);
  });

  it("wraps from the last slide to the first", () => {
    expect(run({ type: "goTo", index: 7 }, { type: "next" }).index).toBe(0);
  });

  it("wraps from the first slide to the last", () => {
    expect(run({ type: "previous" }).index).toBe(7);
  });

  it("jumps to a chosen slide", () => {
    expect(run({ type: "goTo", index: 5 }).index).toBe(5);
  });

  it("advances on each tick and wraps after eight", () => {
    const ticks = Array.from({ length: 9 }, (): CarouselAction => ({ type: "tick" }));
    expect(run(...ticks).index).toBe(1);
  });
});

describe("carousel rotation", () => {
  it("rotates by default", () => {
    expect(isRotating(run())).toBe(true);
  });

  it.each<[string, CarouselAction]>([
    ["the pointer is over it", { type: "hover", value: true }],
    ["focus is inside it", { type: "focus", value: true }],
    ["the visitor paused it", { type: "togglePlaying" }],
    ["the visitor prefers reduced motion", { type: "reducedMotion", value: true }],
  ])("stops while %s, and a tick then changes nothing", (_reason, action) => {
    const state = run(action);
    expect(isRotating(state)).toBe(false);
    expect(carouselReducer(state, { type: "tick" })).toBe(state);
  });

  it("resumes when the pointer leaves and focus moves out", () => {
    const state = run(
      { type: "hover", value: true },
      { type: "focus", value: true },
      { type: "hover", value: false },
      { type: "focus", value: false },
    );
    expect(isRotating(state)).toBe(true);
  });

  it("plays at once when play is pressed, with the pointer and focus on the button", () => {
    const held = run(
      { type: "togglePlaying" },
      { type: "hover", value: true },
      {
        type: "focus",
        value: true,
      },
    );
    expect(isRotating(held)).toBe(false);
    const played = carouselReducer(held, { type: "togglePlaying" });
    expect(isRotating(played)).toBe(true);
    expect(isRotating(carouselReducer(played, { type: "focus", value: true }))).toBe(false);
  });

  it("plays again after a second press of the button", () => {
    expect(isRotating(run({ type: "togglePlaying" }, { type: "togglePlaying" }))).toBe(true);
  });

  it("offers play, not pause, to visitors who prefer reduced motion", () => {
    const state = run({ type: "reducedMotion", value: true });
    expect(wantsRotation(state)).toBe(false);
  });

  it("rotates for a visitor who prefers reduced motion only once they press play", () => {
    const state = run({ type: "reducedMotion", value: true }, { type: "togglePlaying" });
    expect(wantsRotation(state)).toBe(true);
    expect(isRotating(state)).toBe(true);
  });
});

describe("carousel timer reset", () => {
  it("counts every move, so a manual choice restarts the rotation timer", () => {
    const before = run({ type: "tick" });
    expect(carouselReducer(before, { type: "next" }).moves).toBe(before.moves + 1);
    expect(carouselReducer(before, { type: "goTo", index: 1 }).moves).toBe(before.moves + 1);
  });

  it("counts nothing when only the pause, hover or focus state changes", () => {
    const before = run({ type: "next" });
    expect(carouselReducer(before, { type: "togglePlaying" }).moves).toBe(before.moves);
    expect(carouselReducer(before, { type: "hover", value: true }).moves).toBe(before.moves);
  });
});

describe("carousel state unchanged", () => {
  it.each([
    { type: "hover", value: false },
    { type: "focus", value: false },
    { type: "reducedMotion", value: false },
  ] as const)(
    "is the same object after $type: $value, so React renders no slide again",
    (action) => {
      const state = initialCarouselState(8);
      expect(carouselReducer(state, action)).toBe(state);
      expect(carouselReducer(state, { ...action, value: true })).not.toBe(state);
    },
  );
});
