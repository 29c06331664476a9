import { useEffect } from "react";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { hydrateInTransition } from "./hydrate-in-transition";

function Page({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <main>
      <h1>Studio</h1>
    </main>
  );
}

describe("hydrateInTransition", () => {
  it("hydrates the server's HTML in place: the same nodes, effects run, no error", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page onHydrated={() => undefined} />);
    const serverHeading = container.querySelector("h1");
    const hydrated = jest.fn();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    hydrateInTransition(<Page onHydrated={hydrated} />, container);

    await waitFor(() => {
      expect(hydrated).toHaveBeenCalled();
    });
    expect(container.querySelector("h1")).toBe(serverHeading);
    expect(errors).not.toHaveBeenCalled();
  });
});
