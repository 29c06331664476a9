import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useClientValue, useHydrated } from "./use-hydrated";

/** Renders `client` after hydration and counts its renders. */
function probe(client: () => string, renders: string[]) {
  return function Probe() {
    const value = useClientValue(client, "server");
    renders.push(value);
    return <p>{value}</p>;
  };
}

/** Hydrates the server's HTML of `element` in a detached host, as a built page does. */
async function hydrate(element: React.ReactElement) {
  const host = document.createElement("div");
  host.innerHTML = renderToString(element);
  document.body.append(host);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(host, element, {
      onRecoverableError: (error) => {
        console.error(error);
      },
    });
    await Promise.resolve();
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return {
    host,
    done: () => {
      act(() => {
        root?.unmount();
      });
      host.remove();
    },
  };
}

describe("useClientValue", () => {
  it("hydrates on the server's value, then renders once more with the client's when it differs", async () => {
    const renders: string[] = [];
    const Probe = probe(() => "client", renders);
    const page = await hydrate(<Probe />);
    expect(page.host).toHaveTextContent("client");
    expect(renders.slice(-2)).toEqual(["server", "client"]);
    page.done();
  });

  it("does not render again after hydration when the client's value is the server's", async () => {
    const renders: string[] = [];
    const Probe = probe(() => "server", renders);
    renders.length = 0;
    const page = await hydrate(<Probe />);
    // renderToString rendered once before hydration, hydration once: nothing after.
    expect(renders).toEqual(["server", "server"]);
    page.done();
  });

  it("takes the client's value at once on a page reached by client-side navigation", () => {
    const renders: string[] = [];
    const Probe = probe(() => "client", renders);
    render(<Probe />);
    expect(screen.getByText("client")).toBeInTheDocument();
    expect(renders).toEqual(["client"]);
  });
});

describe("useHydrated", () => {
  function Hydrated() {
    return <p>{useHydrated() ? "hydrated" : "static"}</p>;
  }

  it("is false in the server's HTML and true once React has hydrated it", async () => {
    expect(renderToString(<Hydrated />)).toContain("static");
    const page = await hydrate(<Hydrated />);
    expect(page.host).toHaveTextContent("hydrated");
    page.done();
  });
});
