import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { hydrate, serverRendered } from "../test-utils/hydrate";
import { useClientValue, useHydrated } from "./use-hydrated";

/** Renders `client` after hydration and counts its renders. */
function probe(client: () => string, renders: string[]) {
  return function Probe() {
    const value = useClientValue(client, "server");
    renders.push(value);
    return <p>{value}</p>;
  };
}

/** The server's HTML of `element`, hydrated as a built page is. */
async function hydrated(element: ReactElement) {
  const host = serverRendered(element);
  return { host, done: await hydrate(host, element) };
}

describe("useClientValue", () => {
  it("hydrates on the server's value, then renders once more with the client's when it differs", async () => {
    const renders: string[] = [];
    const Probe = probe(() => "client", renders);
    const page = await hydrated(<Probe />);
    expect(page.host).toHaveTextContent("client");
    expect(renders.slice(-2)).toEqual(["server", "client"]);
    page.done();
  });

  it("does not render again after hydration when the client's value is the server's", async () => {
    const renders: string[] = [];
    const Probe = probe(() => "server", renders);
    const page = await hydrated(<Probe />);
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
    const page = await hydrated(<Hydrated />);
    expect(page.host).toHaveTextContent("hydrated");
    page.done();
  });
});
