import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useDocumentLoaded } from "./use-document-loaded";

function Probe() {
  return <p>{useDocumentLoaded() ? "loaded" : "loading"}</p>;
}

describe("useDocumentLoaded", () => {
  const readyState = jest.spyOn(document, "readyState", "get");
  afterEach(() => readyState.mockReset());
  afterAll(() => {
    readyState.mockRestore();
  });

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
