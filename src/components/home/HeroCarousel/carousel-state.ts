import { wrapIndex } from "../../../utils/wrap-index";

/**
 * The hero carousel's state, kept apart from rendering: which slide shows, and whether it may
 * rotate on its own. Rotation stops while the pointer is over the carousel or focus is inside it,
 * when the visitor pressed pause, and whenever the visitor asked for reduced motion (WCAG 2.2.2).
 */
export interface CarouselState {
  readonly index: number;
  readonly count: number;
  /**
   * The visitor's choice through the pause/play button: none yet (rotate unless they prefer
   * reduced motion), or an explicit play or pause that overrides that preference.
   */
  readonly choice: "auto" | "play" | "pause";
  readonly hovered: boolean;
  readonly focused: boolean;
  readonly reducedMotion: boolean;
  /**
   * Changes on every move, automatic or not: the rotation timer starts afresh whenever it
   * changes, so a slide chosen by hand gets its full time on screen.
   */
  readonly moves: number;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "tick" }
  | { type: "togglePlaying" }
  | { type: "hover"; value: boolean }
  | { type: "focus"; value: boolean }
  | { type: "reducedMotion"; value: boolean };

export function initialCarouselState(count: number): CarouselState {
  return {
    index: 0,
    count,
    choice: "auto",
    hovered: false,
    focused: false,
    reducedMotion: false,
    moves: 0,
  };
}

function moveTo(state: CarouselState, index: number): CarouselState {
  return { ...state, index: wrapIndex(index, state.count), moves: state.moves + 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
      return moveTo(state, state.index + 1);
    case "previous":
      return moveTo(state, state.index - 1);
    case "goTo":
      return moveTo(state, action.index);
    case "tick":
      return isRotating(state) ? moveTo(state, state.index + 1) : state;
    case "togglePlaying":
      // Play means now: the pointer or focus on the button does not hold it back. Either
      // coming into the carousel again (another control, a pointer that left) pauses it.
      return wantsRotation(state)
        ? { ...state, choice: "pause" }
        : { ...state, choice: "play", hovered: false, focused: false };
    // The same state when nothing changed, so React renders no slide again: the carousel tells
    // it the visitor's motion preference once it is live, false like the server's, as a rule.
    case "hover":
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case "focus":
      return state.focused === action.value ? state : { ...state, focused: action.value };
    case "reducedMotion":
      return state.reducedMotion === action.value
        ? state
        : { ...state, reducedMotion: action.value };
  }
}

/**
 * True when the carousel should rotate as far as the visitor's choices go (the pause/play
 * button shows this), even if hover or focus holds it for the moment.
 */
export function wantsRotation(state: CarouselState): boolean {
  return state.choice === "play" || (state.choice === "auto" && !state.reducedMotion);
}

/** True while the carousel advances on its own. */
export function isRotating(state: CarouselState): boolean {
  return wantsRotation(state) && !state.hovered && !state.focused;
}
