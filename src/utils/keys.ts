/** A key pressed with Alt, Ctrl or Cmd: the browser's or the system's shortcut, not the page's. */
export function withCommandKey(event: KeyboardEvent): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}
