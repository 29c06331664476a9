import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeProjectImage, projectImagesLabels } from "../../../test-utils/project-images";
import { saveLabels } from "../../../test-utils/shortlist";
import { cellSizes, gridCells, ProjectImages } from "./ProjectImages";

/** Counts the times the lightbox's module is evaluated, i.e. its code fetched. */
const mockLightboxLoaded = jest.fn();
jest.mock("../Lightbox/Lightbox", () => {
  mockLightboxLoaded();
  return jest.requireActual<typeof import("../Lightbox/Lightbox")>("../Lightbox/Lightbox");
});

const labels = projectImagesLabels;

const save = { slug: "garden-house", labels: saveLabels };

const rooms = ["hall", "kitchen", "study", "terrace", "bath"];
const images = rooms.map((room, index) =>
  fakeProjectImage(room, `The ${room} in morning light`, `0${index + 1}.jpg`),
);

function renderImages() {
  const user = userEvent.setup();
  render(<ProjectImages images={images} labels={labels} save={save} />);
  return user;
}

describe("ProjectImages grid", () => {
  it("lists every image as a button that says it opens the image larger, described by the image", () => {
    renderImages();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      expect(
        within(item).getByRole("button", { name: `View image ${index + 1} larger` }),
      ).toHaveAccessibleDescription(images[index]?.alt);
    });
  });

  it("heads the pictures with the lightbox's name, for heading navigation", () => {
    renderImages();
    const heading = screen.getByRole("heading", { level: 2, name: labels.lightbox.label });
    expect(heading.compareDocumentPosition(screen.getByRole("list"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("loads every image lazily, none with high priority", () => {
    renderImages();
    const pictures = screen.getAllByRole("img");
    expect(pictures).toHaveLength(images.length);
    for (const picture of pictures) expect(picture).toHaveAttribute("loading", "lazy");
    expect(document.querySelector('img[fetchpriority="high"]')).not.toBeInTheDocument();
  });
});

describe("ProjectImages opening an image", () => {
  it("fetches the lightbox's code on the first click and opens it at the image clicked", async () => {
    const user = renderImages();
    expect(mockLightboxLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "View image 3 larger" }));
    const dialog = await screen.findByRole("dialog", { name: "Project images" });
    expect(mockLightboxLoaded).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText("3 of 5")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: "The study in morning light" })).toHaveAttribute(
      "srcset",
      expect.stringContaining("/static/study"),
    );
  });
});

describe("ProjectImages saving pictures", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("gives every picture a Save toggle named after it, in the grid and in the lightbox", async () => {
    const user = renderImages();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    items.forEach((item, index) => {
      expect(
        within(item).getByRole("button", {
          name: `Save to your shortlist: The ${rooms[index] ?? ""} in morning light`,
        }),
      ).toHaveAttribute("aria-pressed", "false");
    });

    await user.click(screen.getByRole("button", { name: "View image 2 larger" }));
    const dialog = await screen.findByRole("dialog");
    const inLightbox = within(dialog).getByRole("button", { name: /Save .*The kitchen/ });
    await user.click(inLightbox);
    expect(inLightbox).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByRole("button", { name: /Save .*The study/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: /Save .*The kitchen/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(JSON.parse(localStorage.getItem("shortlist") ?? "")).toEqual({
      version: 1,
      items: ["garden-house/02.jpg"],
    });
  });
});

describe("ProjectImages closing the lightbox", () => {
  it("returns focus to the image's button, and opens again at another image", async () => {
    const user = renderImages();
    const second = screen.getByRole("button", { name: "View image 2 larger" });
    await user.click(second);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(second).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "View image 5 larger" }));
    expect(within(await screen.findByRole("dialog")).getByText("5 of 5")).toBeInTheDocument();
  });
});

describe("gridCells", () => {
  const landscape = 4 / 3;
  const portrait = 4 / 5;

  it("puts a landscape first image alone, the rest in pairs, a leftover with the last pair", () => {
    const cells = gridCells([landscape, landscape, portrait, portrait, landscape, landscape]);
    expect(cells.map((cell) => cell.rowSize)).toEqual([1, 2, 2, 3, 3, 3]);
    expect(cells.map((cell) => cell.wide)).toEqual([true, false, false, false, false, false]);
  });

  it("starts with pairs when the first image is a portrait", () => {
    const cells = gridCells([portrait, landscape, landscape, portrait]);
    expect(cells.map((cell) => cell.rowSize)).toEqual([2, 2, 2, 2]);
  });

  it("gives each image a share of its row proportional to its aspect ratio", () => {
    const [, wider, narrower] = gridCells([landscape, landscape, portrait]);
    expect(wider?.share).toBeCloseTo(landscape / (landscape + portrait));
    expect(narrower?.share).toBeCloseTo(portrait / (landscape + portrait));
    // Same height: width / ratio is equal for both.
    expect((wider?.share ?? 0) / landscape).toBeCloseTo((narrower?.share ?? 0) / portrait);
  });
});

describe("cellSizes", () => {
  it("gives a cell of a row its share of the container less the row's gaps, the window on phones", () => {
    const [first] = gridCells([4 / 5, 4 / 5]);
    expect(cellSizes({ ratio: 1, share: 0.25, rowSize: 3, wide: false })).toBe(
      "(min-width: 84rem) calc(0.2500 * (78rem - 3rem)), (min-width: 48rem) calc(0.2500 * (94.8vw - 1.6rem - 3rem)), calc(94.8vw - 1.6rem)",
    );
    expect(first && cellSizes(first)).toContain("calc(0.5000 * (78rem - 1.5rem))");
  });

  it("leaves a wide cell the photo's own sizes, the container's width", () => {
    const [opener] = gridCells([4 / 3, 4 / 3, 4 / 3]);
    expect(opener && cellSizes(opener)).toBeUndefined();
  });
});
