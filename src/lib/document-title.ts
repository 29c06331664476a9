/**
 * A page's title as the browser's tab and sharing cards show it: "<title> — <studio>", or
 * "<studio> — <title>" where the page describes the studio itself (the home page), so that the
 * studio's name leads where it is the subject.
 */
export function documentTitle(title: string, studio: string, describesStudio = false): string {
  return describesStudio ? `${studio} — ${title}` : `${title} — ${studio}`;
}
