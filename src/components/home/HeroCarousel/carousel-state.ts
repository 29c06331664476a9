import { wrapIndex } from "../../../utils/wrap-index";

/**
 * The hero carousel's state, kept apart from rendering: which slide shows, and whether it may
 * rotate on its own. Rotation stops while the pointer is over the carousel or focus is inside it,
 * when the visitor pressed pause, and whenever the visitor asked for reduced motion (WCAG 2.2.2).
 * What the state does not own is passed in: the number of slides, and the motion preference,
 * which the browser holds.
 */
export interface CarouselState {
  /**
   * The slide shown, counted from the first by every move without wrapping: `shownSlide` wraps it
   * to the slides there are.
   */
  readonly position: number;
  /**
   * The visitor's choice through the pause/play button: none yet (rotate unless they prefer
   * reduced motion), or an explicit play or pause that overrides that preference.
   */
  readonly choice: "auto" | "play" | "pause";
  readonly hovered: boolean;
  readonly focused: boolean;
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
  /** The rotation timer's: a move only while the carousel rotates, as the visitor prefers now. */
  | { type: "tick"; reducedMotion: boolean }
  | { type: "play" }
  | { type: "pause" }
  | { type: "hover"; value: boolean }
  | { type: "focus"; value: boolean };

export const INITIAL_CAROUSEL_STATE: CarouselState = {
  position: 0,
  choice: "auto",
  hovered: false,
  focused: false,
  moves: 0,
};

function moveTo(state: CarouselState, position: number): CarouselState {
  return { ...state, position, moves: state.moves + 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
      return moveTo(state, state.position + 1);
    case "previous":
      return moveTo(state, state.position - 1);
    case "goTo":
      return moveTo(state, action.index);
    case "tick":
      return isRotating(state, action.reducedMotion) ? moveTo(state, state.position + 1) : state;
    case "pause":
      return { ...state, choice: "pause" };
    // Play means now: the pointer or focus on the button does not hold it back. Either coming
    // into the carousel again (another control, a pointer that left) pauses it.
    case "play":
      return { ...state, choice: "play", hovered: false, focused: false };
    // The same state when nothing changed, so React renders no slide again.
    case "hover":
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case "focus":
      return state.focused === action.value ? state : { ...state, focused: action.value };
  }
}

/** The index of the slide shown, from 0, among `count` slides. */
export function shownSlide(state: CarouselState, count: number): number {
  return wrapIndex(state.position, count);
}

/**
 * True when the carousel should rotate as far as the visitor's choices go (the pause/play
 * button shows this), even if hover or focus holds it for the moment.
 */
export function wantsRotation(state: CarouselState, reducedMotion: boolean): boolean {
  return state.choice === "play" || (state.choice === "auto" && !reducedMotion);
}

/** True while the carousel advances on its own. */
export function isRotating(state: CarouselState, reducedMotion: boolean): boolean {
  return wantsRotation(state, reducedMotion) && !state.hovered && !state.focused;
}
