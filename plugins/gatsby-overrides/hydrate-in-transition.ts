import { startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Gatsby's hydration of the server's HTML, started as a transition (Gatsby's `hydrateRoot` call
 * runs at React's default priority, which renders the whole root in one task). In a transition
 * React hydrates in slices of a few milliseconds and yields to the browser between them; a click
 * on a part not yet hydrated hydrates that part first. Gatsby's own error handler only logged and
 * called the `onUncaughtError` API, which no plugin of this site implements: the log is kept.
 */
export function hydrateInTransition(element: ReactNode, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element, {
      onUncaughtError: (error, errorInfo) => {
        console.error("Uncaught error:", error, errorInfo);
      },
    });
  });
}
