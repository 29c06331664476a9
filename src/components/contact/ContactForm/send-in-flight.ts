import { useSyncExternalStore } from "react";

/**
 * Whether an enquiry is on its way, for every contact form of the tab rather than one form's
 * instance: a visitor who leaves the page during a send and comes back finds Send still busy, so
 * the same enquiry cannot go twice.
 */
let inFlight = false;
const listeners = new Set<() => void>();

export function isSendInFlight(): boolean {
  return inFlight;
}

export function setSendInFlight(next: boolean): void {
  if (next === inFlight) return;
  inFlight = next;
  listeners.forEach((listener) => {
    listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The in-flight state for a component; the server, and hydration, know of no send. */
export function useSendInFlight(): boolean {
  return useSyncExternalStore(subscribe, isSendInFlight, () => false);
}
