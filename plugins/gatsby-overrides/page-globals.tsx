import { isValidElement, type ReactNode } from "react";

/**
 * Gatsby's browser runtime reads three globals that it writes into every page as inline scripts:
 * `window.pagePath` (the page's own path, to tell a page served at another address, such as the
 * 404 page, from a redirect), `window.___webpackCompilationHash` (to reload once when the page's
 * HTML and the site's data come from different builds) and `window.___chunkMapping`. Inline
 * scripts cost every page their bytes and the Content-Security-Policy a hash each. Here the page
 * carries its path in an attribute of `<body>`, and the browser bundle sets all three at the
 * runtime's start, before it reads any of them: none of Gatsby's inline scripts is left (the
 * gallery's one script of its own, which shows a linked filter before the bundle runs, is
 * allowed by its hash).
 *
 * The chunk mapping becomes an empty map. Gatsby 5 writes it as a JSON *string*, and the runtime
 * looks a page's chunks up as properties of it, so it has only ever found none (it would have
 * used them to prefetch the chunks of pages linked from the current one; webpack loads them
 * itself when they are needed). An empty map finds none the same way, without the 1.3 KB.
 */

/** The `<body>` attribute that carries the page's path. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path";

/** Replaced by webpack with the build's compilation hash, the one Gatsby writes to app-data.json. */
declare const __webpack_hash__: string;

declare global {
  interface Window {
    pagePath?: string;
    ___webpackCompilationHash?: string;
    ___chunkMapping?: unknown;
  }
}

/**
 * Sets the runtime's globals where the page did not (Gatsby's inline scripts, with the change
 * turned off, still win): the path from `<body>`, this bundle's compilation hash, no chunks.
 */
export function setPageGlobals(compilationHash: string | undefined = webpackHash()): void {
  const pagePath = document.body.getAttribute(PAGE_PATH_ATTRIBUTE);
  if (window.pagePath === undefined && pagePath !== null) window.pagePath = pagePath;
  if (window.___webpackCompilationHash === undefined && compilationHash !== undefined) {
    window.___webpackCompilationHash = compilationHash;
  }
  window.___chunkMapping ??= {};
}

function webpackHash(): string | undefined {
  return typeof __webpack_hash__ === "string" ? __webpack_hash__ : undefined;
}

const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";
/** Exactly what Gatsby 5 writes (with slices on); anything else is left alone. */
const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

function isGatsbyPagePathScript(component: ReactNode): boolean {
  if (!isValidElement<InlineScriptProps>(component) || component.type !== "script") return false;
  if (component.props.id !== PAGE_PATH_SCRIPT_ID) return false;
  const code = component.props.dangerouslySetInnerHTML?.__html;
  return typeof code === "string" && GATSBY_PAGE_PATH.test(code);
}

/** The post-body components without Gatsby's `window.pagePath` script (the body carries it). */
export function withoutPagePathScript(components: readonly ReactNode[]): ReactNode[] {
  return components.filter((component) => !isGatsbyPagePathScript(component));
}
