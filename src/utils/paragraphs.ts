/**
 * The paragraphs of a text written in the editor's text area: apart by a blank line (spaces on it
 * aside), each trimmed. The content check refuses a line break alone in such a text (`story()` in
 * src/content/fields.ts), which a page could not show.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
