import { useSyncExternalStore } from "react";
import type { EnquiryParams } from "../../../lib/validate-enquiry";

/**
 * The send's state, for every contact form of the tab rather than one form's instance: whether an
 * enquiry is on its way, and the enquiry the last send failed to deliver. A visitor who leaves the
 * page during a send and comes back finds Send still busy, so the same enquiry cannot go twice,
 * and after a failure the e-mail fallback, whichever form was on the page when the send ended.
 */
let inFlight = false;
/** Kept until a send succeeds or the form is cleared. */
let unsent: EnquiryParams | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => {
    listener();
  });
}

export function isSendInFlight(): boolean {
  return inFlight;
}

export function setSendInFlight(next: boolean): void {
  if (next === inFlight) return;
  inFlight = next;
  changed();
}

export function setUnsentEnquiry(next: EnquiryParams | null): void {
  if (next === unsent) return;
  unsent = next;
  changed();
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

/** The enquiry the last send failed to deliver, for a component; none on the server. */
export function useUnsentEnquiry(): EnquiryParams | null {
  return useSyncExternalStore(
    subscribe,
    () => unsent,
    () => null,
  );
}
