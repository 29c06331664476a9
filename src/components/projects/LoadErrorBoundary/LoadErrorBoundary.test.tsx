import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, lazy, Suspense } from "react";
import { beforeAfterLabels, beforeAfterPairs } from "../../../test-utils/before-after";
import { fakeProjectImage, projectImagesLabels } from "../../../test-utils/project-images";
import { saveLabels } from "../../../test-utils/shortlist";
import { BeforeAfter } from "../BeforeAfter/BeforeAfter";
import { ProjectImages } from "../ProjectImages/ProjectImages";
import { LoadErrorBoundary } from "./LoadErrorBoundary";

// The lightbox's and the sliders' chunks cannot be fetched (the site was deployed again, or the
// network dropped).
jest.mock("../Lightbox/Lightbox", () => {
  throw new Error("Loading chunk 716 failed.");
});
jest.mock("../BeforeAfter/ComparisonSlider", () => {
  throw new Error("Loading chunk 351 failed.");
});

const labels = projectImagesLabels.loadError;

let consoleError: jest.SpyInstance;

beforeEach(() => {
  window.history.pushState({}, "", "/projects/laterite-villa-assagao?from=gallery#main");
  // React reports the error it caught; that report is expected here.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  window.history.pushState({}, "", "/");
});

function expectFriendlyMessage(alert: HTMLElement) {
  expect(
    within(alert).getByRole("heading", { name: "This part of the page did not load" }),
  ).toBeInTheDocument();
  expect(
    within(alert).getByText("Reloading the page brings in the latest version."),
  ).toBeInTheDocument();
  // The page's own address without the #fragment, so following the link loads it afresh.
  expect(within(alert).getByRole("link", { name: "Reload the page" })).toHaveAttribute(
    "href",
    `${window.location.origin}/projects/laterite-villa-assagao?from=gallery`,
  );
}

/** Renders the boundary around a lazy import that rejects and returns its reload link. */
async function brokenReloadLink(): Promise<HTMLAnchorElement> {
  const Broken = lazy(() =>
    Promise.reject<{ default: ComponentType }>(new Error("Loading chunk 123 failed")),
  );
  render(
    <LoadErrorBoundary labels={labels}>
      <Suspense fallback={null}>
        <Broken />
      </Suspense>
    </LoadErrorBoundary>,
  );
  const alert = await screen.findByRole("alert");
  return within(alert).getByRole<HTMLAnchorElement>("link", { name: "Reload the page" });
}

describe("LoadErrorBoundary when nothing fails", () => {
  it("shows its children and no message", () => {
    render(
      <LoadErrorBoundary labels={labels}>
        <p>Loaded content</p>
      </LoadErrorBoundary>,
    );
    expect(screen.getByText("Loaded content")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("LoadErrorBoundary around a lazy import that rejects", () => {
  it("shows a friendly message with a reload link instead of a blank page", async () => {
    await brokenReloadLink();
    expectFriendlyMessage(screen.getByRole("alert"));
    expect(consoleError).toHaveBeenCalled();
  });
});

describe("LoadErrorBoundary on a page whose path starts with //", () => {
  it("reloads this page on this site, never the host the path names", async () => {
    // "/./" collapses, leaving the path "//evil.example/x" on this origin (a link built from the
    // path alone, "//evil.example/x?q=1", would be protocol-relative: https://evil.example/x).
    window.history.pushState({}, "", "/.//evil.example/x?q=1#top");
    expect(window.location.pathname).toBe("//evil.example/x");

    const link = await brokenReloadLink();
    const target = new URL(link.href);
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe("//evil.example/x");
    expect(target.search).toBe("?q=1");
    expect(target.hash).toBe("");
    expect(link).toHaveAttribute("href", `${window.location.origin}//evil.example/x?q=1`);
  });
});

describe("LoadErrorBoundary on an address with an empty fragment", () => {
  it("leaves no # in the link", async () => {
    window.history.pushState({}, "", "/projects/laterite-villa-assagao#");
    const link = await brokenReloadLink();
    expect(link).toHaveAttribute(
      "href",
      `${window.location.origin}/projects/laterite-villa-assagao`,
    );
  });
});

describe("LoadErrorBoundary around the project lightbox", () => {
  it("keeps the images on the page and says the lightbox could not load", async () => {
    const user = userEvent.setup();
    render(
      <ProjectImages
        images={["hall", "study", "terrace"].map((room) =>
          fakeProjectImage(room, `The ${room}`, `${room}.jpg`),
        )}
        labels={projectImagesLabels}
        save={{ slug: "garden-house", labels: saveLabels }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "View image 2 larger" }));
    expectFriendlyMessage(await screen.findByRole("alert"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^View image \d larger$/ })).toHaveLength(3);
  });
});

describe("LoadErrorBoundary around the before-and-after sliders", () => {
  it("keeps every pair's pictures and caption, split at 50%, and says the sliders could not load", async () => {
    render(<BeforeAfter pairs={beforeAfterPairs} labels={beforeAfterLabels} loadError={labels} />);
    expectFriendlyMessage(await screen.findByRole("alert"));
    const section = screen.getByRole("region", { name: "Before and after" });
    const figures = within(section).getAllByRole("figure");
    expect(figures.map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
      "The kitchen, stripped and rebuilt",
      "The bathroom, from damp to calm",
    ]);
    // Mounted anew without their sliders, the pictures come back after the load event.
    for (const alt of ["The kitchen stripped to the shell", "The finished kitchen"]) {
      expect(await within(section).findByAltText(alt)).toBeInTheDocument();
    }
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    // The message comes after the pairs, where it shifts nothing above it.
    const [alert] = within(section).getAllByRole("alert");
    expect(figures[1]?.compareDocumentPosition(alert as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
