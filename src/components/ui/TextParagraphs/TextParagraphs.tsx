import { paragraphsOf } from "../../../utils/paragraphs";

interface TextParagraphsProps {
  /** A text of content/ that may hold paragraphs apart by a blank line (`story()`). */
  text: string;
  /** The section's class for the text, which each paragraph takes: its measure, colour and type. */
  className?: string;
}

/**
 * A text written in the editor's text area, in its paragraphs: each a `<p>` of `className`, with
 * nothing around them, so that a text of one paragraph renders as it did before it could hold
 * more, and the section's own spacing sets several apart. Not `Paragraphs`, whose rule would join
 * the stylesheet every page inlines where this is used (each page holds its components' rules),
 * whether a text holds several paragraphs or not.
 */
export function TextParagraphs({ text, className }: TextParagraphsProps) {
  return paragraphsOf(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ));
}
