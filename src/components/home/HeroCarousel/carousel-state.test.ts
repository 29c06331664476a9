import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  INITIAL_CAROUSEL_STATE,
  isRotating,
  shownSlide,
  wantsRotation,
} from "./carousel-state";

function run(...actions: CarouselAction[]): CarouselState {
  return actions.reduce(carouselReducer, INITIAL_CAROUSEL_STATE);
}

/** The slide shown of eight, from 0. */
const shown = (state: CarouselState) => shownSlide(state, 8);

/** A tick of the rotation timer, for a visitor with no preference for reduced motion. */
const TICK: CarouselAction = { type: "tick", reducedMotion: false };

describe("carousel index", () => {
  it("starts at the first slide", () => {
    expect(shown(run())).toBe(0);
  });

  it("moves forward and back", () => {
    expect(shown(run({ type: "next" }, { type: "next" }, { type: "previous" }))).toBe(1);
  });

  it("wraps from the last slide to the first", () => {
    expect(shown(run({ type: "goTo", index: 7 }, { type: "next" }))).toBe(0);
  });

  it("wraps from the first slide to the last", () => {
    expect(shown(run({ type: "previous" }))).toBe(7);
  });

  it("jumps to a chosen slide", () => {
    expect(shown(run({ type: "goTo", index: 5 }))).toBe(5);
  });

  it("advances on each tick and wraps after eight", () => {
    const ticks = Array.from({ length: 9 }, () => TICK);
    expect(shown(run(...ticks))).toBe(1);
  });

  it("shows the same slide among however many there are", () => {
    const state = run({ type: "goTo", index: 2 }, { type: "next" }, { type: "next" });
    expect(shownSlide(state, 8)).toBe(4);
    expect(shownSlide(state, 3)).toBe(1);
  });
});

describe("carousel rotation", () => {
  it("rotates by default", () => {
    expect(isRotating(run(), false)).toBe(true);
  });

  it.each<[string, CarouselAction[], boolean]>([
    ["the pointer is over it", [{ type: "hover", value: true }], false],
    ["focus is inside it", [{ type: "focus", value: true }], false],
    ["the visitor paused it", [{ type: "pause" }], false],
    ["the visitor prefers reduced motion", [], true],
  ])("stops while %s, and a tick then changes nothing", (_reason, actions, reducedMotion) => {
    const state = run(...actions);
    expect(isRotating(state, reducedMotion)).toBe(false);
    expect(carouselReducer(state, { type: "tick", reducedMotion })).toBe(state);
  });

  it("resumes when the pointer leaves and focus moves out", () => {
    const state = run(
      { type: "hover", value: true },
      { type: "focus", value: true },
      { type: "hover", value: false },
      { type: "focus", value: false },
    );
    expect(isRotating(state, false)).toBe(true);
  });

  it("plays at once when play is pressed, with the pointer and focus on the button", () => {
    const held = run(
      { type: "pause" },
      { type: "hover", value: true },
      { type: "focus", value: true },
    );
    expect(isRotating(held, false)).toBe(false);
    const played = carouselReducer(held, { type: "play" });
    expect(isRotating(played, false)).toBe(true);
    expect(isRotating(carouselReducer(played, { type: "focus", value: true }), false)).toBe(false);
  });

  it("plays again after pause and then play", () => {
    expect(isRotating(run({ type: "pause" }, { type: "play" }), false)).toBe(true);
  });

  it("offers play, not pause, to visitors who prefer reduced motion", () => {
    expect(wantsRotation(run(), true)).toBe(false);
  });

  it("rotates for a visitor who prefers reduced motion only once they press play", () => {
    const state = run({ type: "play" });
    expect(wantsRotation(state, true)).toBe(true);
    expect(isRotating(state, true)).toBe(true);
  });
});

describe("carousel timer reset", () => {
  it("counts every move, so a manual choice restarts the rotation timer", () => {
    const before = run(TICK);
    expect(carouselReducer(before, { type: "next" }).moves).toBe(before.moves + 1);
    expect(carouselReducer(before, { type: "goTo", index: 1 }).moves).toBe(before.moves + 1);
  });

  it("counts nothing when only the pause, hover or focus state changes", () => {
    const before = run({ type: "next" });
    expect(carouselReducer(before, { type: "pause" }).moves).toBe(before.moves);
    expect(carouselReducer(before, { type: "hover", value: true }).moves).toBe(before.moves);
  });
});

describe("carousel state unchanged", () => {
  it.each([
    { type: "hover", value: false },
    { type: "focus", value: false },
  ] as const)(
    "is the same object after $type: $value, so React renders no slide again",
    (action) => {
      expect(carouselReducer(INITIAL_CAROUSEL_STATE, action)).toBe(INITIAL_CAROUSEL_STATE);
      expect(carouselReducer(INITIAL_CAROUSEL_STATE, { ...action, value: true })).not.toBe(
        INITIAL_CAROUSEL_STATE,
      );
    },
  );
});
