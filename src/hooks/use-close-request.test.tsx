import { fireEvent, render } from "@testing-library/react";
import { useCloseRequest } from "./use-close-request";

function Modal({ onClose }: { onClose: () => void }) {
  useCloseRequest(onClose);
  return <p>open</p>;
}

function pressEscape(init: KeyboardEventInit = {}): boolean {
  return fireEvent.keyDown(document, { key: "Escape", ...init });
}

describe("useCloseRequest where the browser has no CloseWatcher", () => {
  it("closes on Escape and takes the key", () => {
    const onClose = jest.fn();
    render(<Modal onClose={onClose} />);
    expect(pressEscape()).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["with a modifier key", { ctrlKey: true }],
    ["taken by another handler first", {}, true],
  ])("leaves Escape %s", (_, init, takenFirst = false) => {
    const onClose = jest.fn();
    const takeIt = (event: Event) => {
      event.preventDefault();
    };
    if (takenFirst) window.addEventListener("keydown", takeIt, { capture: true });
    render(<Modal onClose={onClose} />);
    pressEscape(init);
    window.removeEventListener("keydown", takeIt, { capture: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("listens no more once unmounted", () => {
    const onClose = jest.fn();
    render(<Modal onClose={onClose} />).unmount();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("useCloseRequest where the browser has CloseWatcher (Escape, Android's Back)", () => {
  class FakeCloseWatcher extends EventTarget {
    static made: FakeCloseWatcher[] = [];
    destroyed = false;
    constructor() {
      super();
      FakeCloseWatcher.made.push(this);
    }
    destroy() {
      this.destroyed = true;
    }
  }

  beforeEach(() => {
    FakeCloseWatcher.made = [];
    Object.assign(window, { CloseWatcher: FakeCloseWatcher });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "CloseWatcher");
  });

  it("closes on the watcher's close request, and leaves the Escape key to the browser", () => {
    const onClose = jest.fn();
    render(<Modal onClose={onClose} />);
    expect(FakeCloseWatcher.made).toHaveLength(1);
    expect(pressEscape()).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    FakeCloseWatcher.made[0]?.dispatchEvent(new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("gives the watcher up when unmounted, so that Back goes back again", () => {
    const { unmount } = render(<Modal onClose={jest.fn()} />);
    expect(FakeCloseWatcher.made[0]?.destroyed).toBe(false);
    unmount();
    expect(FakeCloseWatcher.made[0]?.destroyed).toBe(true);
  });
});
