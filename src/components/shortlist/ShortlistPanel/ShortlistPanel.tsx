import { useEffect, useId, useRef, useState } from "react";
import { useShortlist } from "../../../hooks/use-shortlist";
import { addShortlistToMessage } from "../../../lib/shortlist-message";
import { freshText } from "../../../utils/announce";
import { fillTemplate } from "../../../utils/fill-template";
import { Button } from "../../ui/Button/Button";
import { Container } from "../../ui/Container/Container";
import * as hidden from "../../ui/VisuallyHidden/VisuallyHidden.module.css";
import { useProjectOpening } from "./use-project-opening";
import { type CatalogueItem, useShortlistCatalogue } from "./use-shortlist-catalogue";
import * as styles from "./ShortlistPanel.module.css";

interface ShortlistPanelProps {
  /**
   * Called when the visitor removes the last item: the panel goes, and focus should go
   * somewhere useful (the message field).
   */
  onEmptied?: () => void;
}

/**
 * The visitor's shortlist on the contact page, above the form (docs/pages.md, Shortlist): each
 * saved picture or project as a thumbnail with its project's title and a Remove button, and
 * "Add my shortlist to the message", which appends the list as plain text within the message's
 * 1,000 characters, through the tab's draft (src/lib/enquiry-draft.ts), so that a reload keeps it
 * and a second press adds only what is new. Renders nothing while the shortlist is empty, and
 * nothing in the static HTML (the shortlist lives in the visitor's browser). What no longer
 * exists on the site is dropped.
 *
 * What a press did (added, left out, removed) is said in the panel's own status line, a polite
 * live region: it stays in place, visually hidden, when the last item is removed, so that removal
 * is announced too. The panel also opens the message for "Start a project like
 * this" (`useProjectOpening`).
 */
export function ShortlistPanel({ onEmptied }: ShortlistPanelProps) {
  const { copy, items } = useShortlistCatalogue();
  const { keys, remove, prune } = useShortlist();
  const headingId = useId();
  const [status, setStatus] = useState("");
  const say = (message: string) => {
    setStatus((previous) => freshText(previous, message));
  };
  useProjectOpening(say);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<number | null>(null);

  const saved = keys.flatMap((key) => items.get(key) ?? []);

  useEffect(() => {
    // A key of an older build (a picture since taken down) is dropped quietly, from what was
    // saved when the page opened. One that another tab saves later may be a newer build's (a
    // project published since this page loaded): it is only not shown here, never dropped.
    prune((key) => items.has(key));
  }, [items, prune]);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const next = saved[Math.min(index, saved.length - 1)];
    if (next) removeButtons.current.get(next.key)?.focus();
    else onEmptied?.();
  });

  const nameOf = ({ entry }: CatalogueItem) => entry.description ?? entry.title;
  const addToMessage = () => {
    const result = addShortlistToMessage(
      saved.map((item) => item.entry),
      copy.message,
    );
    const said = [
      result.added > 0 ? fillTemplate(copy.panel.added, { count: result.added }) : null,
      result.leftOut > 0 ? fillTemplate(copy.panel.leftOut, { count: result.leftOut }) : null,
    ].filter((part) => part !== null);
    say(said.length > 0 ? said.join(" ") : copy.panel.alreadyAdded);
  };

  const shown = saved.length > 0;
  return (
    <Container className={shown ? styles.block : undefined}>
      <div className={shown ? styles.panel : undefined}>
        {shown ? (
          <section className={styles.content} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {copy.panel.heading}
            </h2>
            <p className={styles.intro}>{copy.panel.intro}</p>
            <ul className={styles.list}>
              {saved.map((item, index) => (
                <li key={item.key} className={styles.item}>
                  <img
                    className={styles.thumbnail}
                    src={item.thumbnail}
                    alt={item.entry.description ?? ""}
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                  <p className={styles.text}>
                    <span className={styles.title}>{item.entry.title}</span>
                    {item.entry.description === null ? (
                      <span className={styles.note}>{copy.panel.wholeProject}</span>
                    ) : null}
                  </p>
                  <button
                    ref={(button) => {
                      if (button) removeButtons.current.set(item.key, button);
                      else removeButtons.current.delete(item.key);
                    }}
                    type="button"
                    className={styles.remove}
                    aria-label={fillTemplate(copy.panel.removeName, { name: nameOf(item) })}
                    onClick={() => {
                      remove(item.key);
                      focusAfterRemoval.current = index;
                      say(fillTemplate(copy.save.removed, { name: nameOf(item) }));
                    }}
                  >
                    {copy.panel.remove}
                  </button>
                </li>
              ))}
            </ul>
            <Button variant="outline" className={styles.add} onClick={addToMessage}>
              {copy.panel.add}
            </Button>
          </section>
        ) : null}
        <p
          className={shown ? styles.status : hidden.hidden}
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {status}
        </p>
      </div>
    </Container>
  );
}
