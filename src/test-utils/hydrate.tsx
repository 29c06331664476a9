import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/** The server's HTML of `element`, in a host attached to the document, not yet hydrated. */
export function serverRendered(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

/**
 * Hydrates `host` with `element` as a built page does and waits for React to settle; the test
 * fails if React reports an error (a hydration mismatch among them). Resolves to the cleanup:
 * unmount, and the host removed.
 */
export async function hydrate(host: HTMLElement, element: ReactElement): Promise<() => void> {
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
  const reported = [...errors.mock.calls];
  errors.mockRestore();
  expect(reported).toEqual([]);
  return () => {
    act(() => {
      root?.unmount();
    });
    host.remove();
  };
}
