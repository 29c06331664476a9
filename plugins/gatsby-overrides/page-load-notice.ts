import { EARLY_ATTRIBUTE } from "../../src/utils/early-picture";
import { withoutFragment } from "../../src/utils/page-url";
import { isNativePopover } from "../../src/utils/popover";

/**
 * The notice's words: `labels.loadError` of content/site.yaml (its GraphQL type, generated from
 * the content schema), passed by gatsby-config as the plugin's `loadError` option.
 */
export type LoadErrorCopy = Queries.SiteLabelsLoadError;

export function isLoadErrorCopy(value: unknown): value is LoadErrorCopy {
  if (typeof value !== "object" || value === null) return false;
  const fields: Record<string, unknown> = { ...value };
  return ["heading", "text", "retry"].every((key) => typeof fields[key] === "string");
}

/**
 * What Gatsby's runtime rejects with when the first page's own code or data did not arrive:
 * webpack's `ChunkLoadError` for the page's component, or Gatsby's "page resources for /path not
 * found". (A link's prefetch that fails resolves quietly; a part loaded on demand fails into its
 * `LoadErrorBoundary`.)
 */
export function isPageLoadFailure(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === "ChunkLoadError" || reason.message.startsWith("page resources for ");
}

const NOTICE_ID = "page-load-error";

/**
 * The look of `LoadErrorBoundary`'s message and a solid button, from the design tokens. Set
 * through the style object (which the Content-Security-Policy allows, unlike a `style`
 * attribute): the page's own stylesheet knows nothing of a notice shown only when its code failed,
 * and a rule in every page's stylesheet would cost the HTML's first round trip its room.
 */
const LOOK = {
  notice: {
    position: "fixed",
    inset: "auto var(--gutter) var(--space-m)",
    "z-index": "100",
    "margin-inline": "auto",
    "max-width": "36rem",
    display: "grid",
    "justify-items": "start",
    gap: "var(--space-xs)",
    padding: "var(--space-m) var(--space-l)",
    border: "1px solid var(--color-line)",
    "border-left": "3px solid var(--color-accent)",
    background: "var(--color-paper)",
    "box-shadow": "var(--shadow-soft)",
  },
  heading: { "font-size": "var(--step-2)" },
  text: { margin: "0", color: "var(--color-text-muted)" },
  retry: {
    display: "inline-flex",
    "align-items": "center",
    "min-height": "3rem",
    "margin-top": "var(--space-2xs)",
    padding: "0.85rem 2rem",
    border: "1px solid var(--color-charcoal)",
    "border-radius": "var(--radius)",
    background: "var(--color-charcoal)",
    color: "var(--color-ivory)",
    "font-family": "var(--font-text)",
    "font-size": "var(--step--1)",
    "font-weight": "500",
    "letter-spacing": "var(--tracking-label)",
    "text-transform": "uppercase",
    "text-decoration": "none",
  },
} satisfies Record<string, Record<string, string>>;

function styled<T extends HTMLElement>(element: T, look: Record<string, string>): T {
  for (const [property, value] of Object.entries(look)) element.style.setProperty(property, value);
  return element;
}

/**
 * Shows the pictures the page holds for visitors without JavaScript. A page's pictures below the
 * first screen come with its script (`ResponsiveImage`), which will not run now; the server's
 * HTML also has each of them in a `<noscript>`, which a browser with JavaScript on keeps as text.
 * That text is the server's own markup, parsed inert in a `<template>` and put in its place. The
 * pictures in the HTML that the stylesheet hides until the page shows them (`early`) show too.
 */
export function revealNoscriptPictures(doc: Document = document): void {
  for (const fallback of doc.querySelectorAll("noscript")) {
    const template = doc.createElement("template");
    template.innerHTML = fallback.textContent;
    fallback.replaceWith(template.content);
  }
  for (const picture of doc.querySelectorAll(`[${EARLY_ATTRIBUTE}]`)) {
    picture.removeAttribute(EARLY_ATTRIBUTE);
  }
}

/**
 * Keeps each disclosure button of the page (a button with `aria-expanded` and `aria-controls`: the
 * menu on narrow screens) saying whether what it controls is open, as the page's code would have.
 * A popover opens by itself (`popovertarget`) and its `toggle` event sets the state; where the
 * browser has no popovers, a press flips `aria-expanded`, from which the stylesheets open it.
 */
export function workDisclosures(doc: Document = document): void {
  for (const button of doc.querySelectorAll("button[aria-expanded][aria-controls]")) {
    const controlled = doc.getElementById(button.getAttribute("aria-controls") ?? "");
    if (controlled && isNativePopover(controlled)) {
      controlled.addEventListener("toggle", (event) => {
        button.setAttribute("aria-expanded", String(event.newState === "open"));
      });
    } else {
      button.addEventListener("click", () => {
        const open = button.getAttribute("aria-expanded") === "true";
        button.setAttribute("aria-expanded", String(!open));
      });
    }
  }
}

/**
 * Shows, once, at the foot of the window, that the page's code did not load and a link that loads
 * it afresh. The page itself stays as the server sent it, as without JavaScript: readable, its
 * links working, its pictures shown (`revealNoscriptPictures`), its form in the state it has
 * without JavaScript; its menu still opens (`workDisclosures`).
 */
export function showPageLoadNotice(copy: LoadErrorCopy, doc: Document = document): HTMLElement {
  const shown = doc.getElementById(NOTICE_ID);
  if (shown) return shown;
  revealNoscriptPictures(doc);
  workDisclosures(doc);
  const notice = styled(doc.createElement("div"), LOOK.notice);
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "alert");
  const heading = styled(doc.createElement("h2"), LOOK.heading);
  heading.textContent = copy.heading;
  const text = styled(doc.createElement("p"), LOOK.text);
  text.textContent = copy.text;
  // A plain link: the browser fetches the page and its current code afresh.
  const retry = styled(doc.createElement("a"), LOOK.retry);
  retry.href = withoutFragment(doc.location.href);
  retry.textContent = copy.retry;
  notice.append(heading, text, retry);
  doc.body.append(notice);
  return notice;
}

/** From now on, a page whose own code fails to load says so (`showPageLoadNotice`). */
export function watchPageLoad(copy: LoadErrorCopy, win: Window = window): void {
  win.addEventListener("unhandledrejection", (event) => {
    if (isPageLoadFailure(event.reason)) showPageLoadNotice(copy, win.document);
  });
}
