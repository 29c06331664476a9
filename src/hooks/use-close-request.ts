import { useEffect, useEffectEvent } from "react";
import { withCommandKey } from "../utils/keys";

/** The browser's `CloseWatcher` (Chromium 126 and later), not yet in TypeScript's DOM types. */
interface CloseWatcher extends EventTarget {
  destroy(): void;
}
type CloseWatcherConstructor = new () => CloseWatcher;

/**
 * Calls `onClose` on each close request while the component is mounted, as the browser's own
 * modal dialogs close. Where the browser has `CloseWatcher` (Chrome, Edge, Samsung Internet), that
 * is Escape and also Android's Back button or gesture, which would otherwise leave the page the
 * visitor meant to return to; elsewhere, Escape alone (without a modifier key, unless a handler
 * has taken it).
 */
export function useCloseRequest(onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const Watcher = (window as { CloseWatcher?: CloseWatcherConstructor }).CloseWatcher;
    if (Watcher) {
      const watcher = new Watcher();
      watcher.addEventListener("close", () => {
        close();
      });
      return () => {
        watcher.destroy();
      };
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || withCommandKey(event)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}
