/**
 * A page's full address without its #fragment, for a link that loads the page afresh (a link to
 * a fragment would only scroll). Built from the whole `href`, so it can only lead back to this
 * origin: a path-only link made from `pathname` would leave the site for a page such as
 * `https://studio.example//evil.example/x`, whose path `//evil.example/x` reads as another host.
 */
export function withoutFragment(href: string): string {
  const url = new URL(href);
  url.hash = "";
  return url.href;
}
