/**
 * The CSS Gatsby inlines into the page being rendered. Gatsby passes onRenderBody the page's
 * stylesheets (`styles`: name, rel and, for the ones it inlines, their text) without declaring
 * them in its types, so this reads them defensively: anything not of that shape counts as no
 * CSS (as under `gatsby develop`, where styles are injected by the browser bundle).
 */
interface StylesheetAsset {
  rel?: unknown;
  content?: unknown;
}

function isStylesheetAsset(value: unknown): value is StylesheetAsset {
  return typeof value === "object" && value !== null;
}

export function inlinedPageCss(renderBodyArgs: object): string {
  const styles: unknown = (renderBodyArgs as { styles?: unknown }).styles;
  if (!Array.isArray(styles)) return "";
  return styles
    .filter(isStylesheetAsset)
    .filter((style) => style.rel !== "prefetch")
    .map((style) => (typeof style.content === "string" ? style.content : ""))
    .join("\n");
}
