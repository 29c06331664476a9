import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, lazy, Suspense } from "react";
import { fakeImage } from "../../../test-utils/images";
import { ProjectImages } from "../ProjectImages/ProjectImages";
import { LoadErrorBoundary } from "./LoadErrorBoundary";

// The lightbox's chunk cannot be fetched (the site was deployed again, or the network dropped).
jest.mock("../Lightbox/Lightbox", () => {
  throw new Error("Loading chunk 716 failed.");
});

const labels = {
  heading: "This part of the page did not load",
  text: "Reloading the page brings in the latest version.",
  retry: "Reload the page",
};

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
    "/projects/laterite-villa-assagao?from=gallery",
  );
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
    expectFriendlyMessage(await screen.findByRole("alert"));
    expect(consoleError).toHaveBeenCalled();
  });
});

describe("LoadErrorBoundary around the project lightbox", () => {
  it("keeps the images on the page and says the lightbox could not load", async () => {
    const user = userEvent.setup();
    render(
      <ProjectImages
        images={["hall", "study", "terrace"].map((room) => ({
          alt: `The ${room}`,
          src: {
            id: `file-${room}`,
            childImageSharp: { grid: fakeImage(room), large: fakeImage(`${room}-large`) },
          },
        }))}
        labels={{
          openImage: "View image {n} larger",
          lightbox: {
            label: "Project images",
            previous: "Previous image",
            next: "Next image",
            close: "Close",
            position: "{n} of {count}",
          },
          loadError: labels,
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "View image 2 larger" }));
    expectFriendlyMessage(await screen.findByRole("alert"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^View image \d larger$/ })).toHaveLength(3);
  });
});
