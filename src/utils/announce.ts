/** The id of the page's one polite live region for short confirmations (docs/pages.md, Shortlist). */
export const ANNOUNCER_ID = "announcer";

/** Visually hidden, as VisuallyHidden's stylesheet hides text, but set here: no stylesheet needed. */
const HIDDEN =
  "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0";

/**
 * The page's polite live region, made once per document. It sits on `<body>` outside Gatsby's
 * root, so it still speaks while a dialog makes the page behind it inert (a picture saved in the
 * lightbox). Make it when the page loads, not with the first message: screen readers announce
 * changes to a region they already know.
 */
export function liveRegion(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = doc.createElement("div");
  region.id = ANNOUNCER_ID;
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  region.style.cssText = HIDDEN;
  doc.body.append(region);
  return region;
}

/**
 * The text a live region that says `previous` should take to say `message`: the same message
 * twice in a row (saving, removing and saving one picture again) differs by a no-break space,
 * so the second is announced too.
 */
export function freshText(previous: string | null, message: string): string {
  return previous === message ? `${message}\u00a0` : message;
}

/**
 * How long a message stays in the region once said. The region lives on `<body>`, outside the
 * page, so it outlasts a move to another page: left there, "Saved to your shortlist" would still
 * be read, after the footer, on the contact page.
 */
export const ANNOUNCEMENT_MS = 7_000;

let clearing: ReturnType<typeof setTimeout> | undefined;

/** Says `message` politely in the page's live region, which empties again after a while. */
export function announce(message: string, doc: Document = document): void {
  const region = liveRegion(doc);
  region.textContent = freshText(region.textContent, message);
  clearTimeout(clearing);
  clearing = setTimeout(() => {
    region.textContent = "";
  }, ANNOUNCEMENT_MS);
}
