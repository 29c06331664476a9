import { graphql } from "gatsby";
import { useAnnouncer, useShortlist } from "../../../hooks/use-shortlist";
import { classNames } from "../../../utils/class-names";
import { fillTemplate } from "../../../utils/fill-template";
import * as styles from "./SaveButton.module.css";

/** The Save button's words (content/shortlist.yaml `save`), as the `SaveLabels` fragment reads them. */
export type SaveLabels = Queries.SaveLabelsFragment["save"];

interface SaveButtonProps {
  /** What it saves: a key of src/lib/shortlist.ts. */
  item: string;
  /** The picture's description or the project's title, in its name and its announcements. */
  name: string;
  /** Which of the name templates: a picture or a whole project. */
  kind: "picture" | "project";
  labels: SaveLabels;
  /** `onImage`: over a picture or a card's cover; `onDark`: in the lightbox. */
  tone?: "onImage" | "onDark";
  className?: string;
}

/**
 * A toggle that saves a picture or a project to the visitor's shortlist (docs/pages.md,
 * Shortlist): a button with `aria-pressed`, named after what it saves, its words and box the same
 * in both states, so the saved state read after hydration moves nothing. Saving and removing are
 * said in the page's polite live region, and so is a save refused because the shortlist is full.
 */
export function SaveButton({
  item,
  name,
  kind,
  labels,
  tone = "onImage",
  className,
}: SaveButtonProps) {
  const { isSaved, toggle } = useShortlist();
  const announce = useAnnouncer();
  const saved = isSaved(item);
  return (
    <button
      type="button"
      className={classNames(
        styles.save,
        tone === "onDark" ? styles.onDark : styles.onImage,
        className,
      )}
      aria-pressed={saved}
      aria-label={fillTemplate(
        labels[kind],
        kind === "picture" ? { description: name } : { title: name },
      )}
      onClick={() => {
        const nowSaved = toggle(item);
        // Neither saved before nor after: the shortlist is full, and nothing changed.
        const said = nowSaved ? labels.saved : saved ? labels.removed : labels.full;
        announce(fillTemplate(said, { name }));
      }}
    >
      <svg className={styles.icon} viewBox="0 0 16 20" aria-hidden="true" focusable="false">
        <path d="M2 1.5h12v17l-6-4.5-6 4.5z" />
      </svg>
      <span>{labels.label}</span>
    </button>
  );
}

export const saveLabelsFragment = graphql`
  fragment SaveLabels on ShortlistYaml {
    save {
      label
      picture
      project
      saved
      removed
      full
    }
  }
`;
