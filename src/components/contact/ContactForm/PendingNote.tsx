import { useEffect, useRef, useState } from "react";
import * as styles from "./ContactForm.module.css";

interface PendingNoteProps {
  id: string;
  /** Whether the page's script has taken the form over. */
  live: boolean;
  /** The note, with `{email}` where the studio's address goes as a `mailto:` link (contact.yaml). */
  template: string;
  studioEmail: string;
}

/**
 * The note under Send while the form is still the server's HTML (docs/contact-form.md, "Before
 * the form is live"): Send does nothing yet, what was typed stays, and the studio's address is a
 * click away. It is in the HTML, so it shows with JavaScript off and with scripts blocked or
 * failed, where a `<noscript>` would not.
 *
 * Once the script is live the note is hidden but keeps its room while the visitor might see it,
 * so nothing moves (no layout shift); it gives the room back only once it is below the window,
 * where nothing the visitor sees can move. A form reached by client-side navigation is live from
 * its first render and has no note.
 */
export function PendingNote({ id, live, template, studioEmail }: PendingNoteProps) {
  const [rendered, setRendered] = useState(!live);
  const note = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = note.current;
    if (!live || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      const below = entry && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? Infinity);
      if (below) setRendered(false);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [live, rendered]);

  if (!rendered) return null;
  const [before = "", ...after] = template.split("{email}");
  return (
    <p
      ref={note}
      id={id}
      className={live ? styles.pendingNoteGone : styles.pendingNote}
      aria-hidden={live || undefined}
    >
      {before}
      <a href={`mailto:${studioEmail}`} tabIndex={live ? -1 : undefined}>
        {studioEmail}
      </a>
      {after.join(studioEmail)}
    </p>
  );
}
