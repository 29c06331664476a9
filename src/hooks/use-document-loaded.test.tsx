import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterDocumentLoad, useDocumentLoaded } from "./use-document-loaded";

function Probe() {
  return <p>{useDocumentLoaded() ? "loaded" : "loading"}</p>;
}

const readyState = jest.spyOn(document, "readyState", "get");
afterEach(() => readyState.mockReset());
afterAll(() => {
  readyState.mockRestore();
});

describe("useDocumentLoaded", () => {
  it("is false on the server, as while React hydrates", () => {
    readyState.mockReturnValue("complete");
    expect(renderToString(<Probe />)).toContain("loading");
  });

  it("turns true once mounted in a document that has loaded (a page reached by client-side navigation)", () => {
    readyState.mockReturnValue("complete");
    render(<Probe />);
    expect(screen.getByText("loaded")).toBeInTheDocument();
  });

  it("turns true with the load event", () => {
    readyState.mockReturnValue("interactive");
    render(<Probe />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    readyState.mockReturnValue("complete");
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    expect(screen.getByText("loaded")).toBeInTheDocument();
  });
});

describe("afterDocumentLoad", () => {
  it("runs at once in a document that has loaded", () => {
    readyState.mockReturnValue("complete");
    const run = jest.fn();
    afterDocumentLoad(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs once at the load event, and not at all when cancelled before it", () => {
    readyState.mockReturnValue("interactive");
    const run = jest.fn();
    const cancelled = jest.fn();
    afterDocumentLoad(run);
    afterDocumentLoad(cancelled)();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("load"));
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
