import { isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Gatsby writes each page's path into an inline script, `window.pagePath="/about";`, so every
 * page carries a different inline script and the Content-Security-Policy (src/deploy) would need
 * one more sha256 hash per page, until a new project pushed the header past what hosts accept.
 * This swaps that script for one whose code is the same on every page and which reads the path
 * from its own `data-page-path` attribute (attributes are not part of a script's hash).
 */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath;";

const SCRIPT_ID = "gatsby-script-loader";
/** Exactly what Gatsby 5 writes (with slices on); anything else is left alone. */
const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

function pagePathOf(component: ReactNode): string | null {
  if (!isValidElement<InlineScriptProps>(component) || component.type !== "script") return null;
  if (component.props.id !== SCRIPT_ID) return null;
  const code = component.props.dangerouslySetInnerHTML?.__html;
  const match = typeof code === "string" ? GATSBY_PAGE_PATH.exec(code) : null;
  const path: unknown = match?.[1] ? JSON.parse(match[1]) : null;
  return typeof path === "string" ? path : null;
}

/** The post-body components with Gatsby's page-path script made the same on every page. */
export function withSharedPagePathScript(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component): ReactNode => {
    const pagePath = pagePathOf(component);
    if (pagePath === null) return component;
    const element: ReactElement = (
      <script
        key={SCRIPT_ID}
        id={SCRIPT_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
    return element;
  });
}
