import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { fakeImage } from "../../../test-utils/images";
import { projectImagesLabels } from "../../../test-utils/project-images";
import { Lightbox } from "./Lightbox";
import * as styles from "./Lightbox.module.css";

const labels = projectImagesLabels.lightbox;

const rooms = ["hall", "kitchen", "study", "terrace"];
const images = rooms.map((room) => ({
  id: `file-${room}`,
  alt: `The ${room} in morning light`,
  image: fakeImage(room),
}));

interface PageOptions {
  initialIndex?: number;
  /** Hand the opener to the lightbox instead of letting it read the focused element. */
  passOpener?: boolean;
}

/**
 * The site as Gatsby renders it, inside `#___gatsby`: a button that opens the lightbox, which
 * closes (unmounts) when it asks to.
 */
function renderPage({ initialIndex = 0, passOpener = false }: PageOptions = {}) {
  const root = document.createElement("div");
  root.id = "___gatsby";
  document.body.append(root);
  const onClose = jest.fn();

  function Page() {
    const [opener, setOpener] = useState<HTMLElement | null>(null);
    return (
      <>
        <button
          type="button"
          onClick={(event) => {
            setOpener(event.currentTarget);
          }}
        >
          Open the images
        </button>
        {opener ? (
          <Lightbox
            images={images}
            initialIndex={initialIndex}
            labels={labels}
            onClose={() => {
              onClose();
              setOpener(null);
            }}
            returnFocusTo={passOpener ? opener : undefined}
          />
        ) : null}
      </>
    );
  }

  const user = userEvent.setup();
  render(<Page />, { container: root });
  const opener = screen.getByRole("button", { name: "Open the images" });
  return { user, onClose, root, opener };
}

async function openPage(options?: PageOptions) {
  const page = renderPage(options);
  await page.user.click(page.opener);
  return page;
}

function dialog() {
  return screen.getByRole("dialog", { name: "Project images" });
}

/** Position and alt of the image shown, as its caption says, checked against the image itself. */
function shown(): string {
  const figure = within(dialog()).getByRole("figure");
  const caption = figure.querySelector("figcaption")?.textContent ?? "";
  const alt = within(figure).getByRole("img").getAttribute("alt") ?? "";
  expect(caption).toContain(alt);
  return caption;
}

const finger = (clientX: number) => ({ clientX, clientY: 200 });

/** A finger put down or lifted at `clientX`, with the fingers `stillDown` (their x) on the screen. */
function touch(
  element: Element,
  type: "touchStart" | "touchEnd",
  clientX: number,
  stillDown: readonly number[] = [],
) {
  const others = stillDown.map(finger);
  if (type === "touchStart")
    fireEvent.touchStart(element, { touches: [...others, finger(clientX)] });
  else fireEvent.touchEnd(element, { touches: others, changedTouches: [finger(clientX)] });
}

describe("Lightbox when it opens", () => {
  it("is a modal dialog named by its label, in a portal outside the page", async () => {
    const { root } = await openPage();
    const lightbox = dialog();
    expect(lightbox).toHaveAttribute("aria-modal", "true");
    expect(lightbox.parentElement).toBe(document.body);
    expect(root).not.toContainElement(lightbox);
  });

  it("shows the chosen image whole, its alt as a visible caption and its position", async () => {
    await openPage({ initialIndex: 2 });
    const figure = within(dialog()).getByRole("figure");
    expect(within(figure).getByRole("img", { name: "The study in morning light" })).toHaveAttribute(
      "srcset",
      expect.stringContaining("/static/study-"),
    );
    expect(within(figure).getByText("The study in morning light")).toBeVisible();
    expect(within(figure).getByText("3 of 4")).toBeVisible();
    expect(figure.querySelector("figcaption")).toHaveAttribute("aria-live", "polite");
  });

  it("moves focus to the Close button", async () => {
    await openPage();
    expect(within(dialog()).getByRole("button", { name: "Close" })).toHaveFocus();
  });
});

describe("Lightbox Previous and Next buttons", () => {
  it("move one image at a time and wrap from the last image to the first", async () => {
    const { user } = await openPage({ initialIndex: 2 });
    const next = screen.getByRole("button", { name: "Next image" });
    await user.click(next);
    expect(shown()).toBe("4 of 4 The terrace in morning light");
    await user.click(next);
    expect(shown()).toBe("1 of 4 The hall in morning light");
  });

  it("wrap from the first image to the last", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(shown()).toBe("4 of 4 The terrace in morning light");
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(shown()).toBe("3 of 4 The study in morning light");
  });
});

describe("Lightbox arrow keys", () => {
  it("ArrowRight moves forward and wraps, ArrowLeft moves back and wraps", async () => {
    const { user } = await openPage({ initialIndex: 3 });
    await user.keyboard("{ArrowRight}");
    expect(shown()).toBe("1 of 4 The hall in morning light");
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toBe("4 of 4 The terrace in morning light");
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toBe("3 of 4 The study in morning light");
  });

  it("leave Alt+ArrowLeft to the browser (back)", async () => {
    const { user } = await openPage();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(shown()).toBe("1 of 4 The hall in morning light");
  });
});

describe("Lightbox swipes", () => {
  it("a swipe to the left shows the next image, a swipe to the right the previous one", async () => {
    await openPage();
    touch(dialog(), "touchStart", 300);
    touch(dialog(), "touchEnd", 180);
    expect(shown()).toBe("2 of 4 The kitchen in morning light");
    touch(dialog(), "touchStart", 100);
    touch(dialog(), "touchEnd", 220);
    touch(dialog(), "touchStart", 100);
    touch(dialog(), "touchEnd", 220);
    expect(shown()).toBe("4 of 4 The terrace in morning light");
  });

  it("a pinch, or a pan of a page zoomed in, turns nothing", async () => {
    await openPage();
    touch(dialog(), "touchStart", 300);
    touch(dialog(), "touchStart", 100, [300]);
    touch(dialog(), "touchEnd", 300, [100]);
    touch(dialog(), "touchEnd", 20);
    expect(shown()).toBe("1 of 4 The hall in morning light");

    Object.defineProperty(window, "visualViewport", { value: { scale: 2 }, configurable: true });
    try {
      touch(dialog(), "touchStart", 300);
      touch(dialog(), "touchEnd", 180);
      expect(shown()).toBe("1 of 4 The hall in morning light");
    } finally {
      Reflect.deleteProperty(window, "visualViewport");
    }
  });
});

describe("Lightbox closing", () => {
  it("closes on Escape", async () => {
    const { user, onClose } = await openPage();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with the Close button", async () => {
    const { user, onClose } = await openPage();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on a click on the backdrop, not on a click on the image or its caption", async () => {
    const { user, onClose } = await openPage();
    const figure = within(dialog()).getByRole("figure");
    await user.click(within(figure).getByRole("img"));
    await user.click(within(figure).getByText("1 of 4"));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog().querySelector(`.${styles.backdrop ?? "backdrop"}`);
    if (!backdrop) throw new Error("no backdrop");
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Lightbox focus trap", () => {
  it("Tab from the last control wraps to the first", async () => {
    const { user } = await openPage();
    const close = screen.getByRole("button", { name: "Close" });
    const previous = screen.getByRole("button", { name: "Previous image" });
    const next = screen.getByRole("button", { name: "Next image" });
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it("Shift+Tab from the first control wraps to the last", async () => {
    const { user } = await openPage();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Next image" })).toHaveFocus();
  });
});

describe("Lightbox focus return", () => {
  it("gives focus back to the element that had it when the lightbox opened", async () => {
    const { user, opener } = await openPage();
    expect(opener).not.toHaveFocus();
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
  });

  it("gives focus to the opener it was handed, even if a click did not focus it (Safari)", async () => {
    const { opener, user } = renderPage({ passOpener: true });
    fireEvent.click(opener);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(opener).toHaveFocus();
  });
});

describe("Lightbox and the page behind it", () => {
  it("makes the page inert while open and interactive again on close", async () => {
    const { user, root } = await openPage();
    expect(root).toHaveAttribute("inert");
    await user.keyboard("{Escape}");
    expect(root).not.toHaveAttribute("inert");
  });

  it("stops the page from scrolling while open and restores its overflow on close", async () => {
    document.documentElement.style.overflow = "auto";
    const { user } = await openPage();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("auto");
    document.documentElement.style.overflow = "";
  });
});

describe("Lightbox warming the neighbours", () => {
  it("fetches the pictures either side once the one shown has loaded, and again after a move", async () => {
    const fetched: string[] = [];
    jest.spyOn(HTMLImageElement.prototype, "srcset", "set").mockImplementation((value) => {
      fetched.push(value);
    });
    jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const { user } = await openPage({ initialIndex: 1 });
    const neighbours = (...names: string[]) =>
      names.map((name) => fakeImage(name).images.sources?.[0]?.srcSet);
    expect(fetched).toEqual([]);
    fireEvent.load(within(dialog()).getByRole("img"));
    expect(fetched).toEqual(neighbours("study", "hall"));
    fetched.length = 0;
    await user.keyboard("{ArrowRight}");
    fireEvent.load(within(dialog()).getByRole("img"));
    expect(fetched).toEqual(neighbours("terrace", "kitchen"));
    jest.restoreAllMocks();
  });
});
