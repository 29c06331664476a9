import { createHash } from "node:crypto";

/**
 * The site's bundles start after the page's load event instead of during it. Gatsby's pages end
 * with `<script async>` tags for webpack's runtime, React and the app: fetched while the page is
 * still loading its fonts and its LCP picture, and run as soon as they arrive, often before the
 * page has painted its largest element. One small script takes their place, with their
 * addresses in its `data-scripts`; once the page has loaded and painted, it adds them to the
 * document in the same order, and they run as before (webpack's chunk loading does not depend
 * on the order they arrive in). The page's HTML is whole without them; what waits is hydration.
 */

/** The loader's attribute that lists the bundles, space-separated, in their order. */
export const SCRIPTS_ATTRIBUTE = "data-scripts";

/**
 * Runs in the page, serialized into the loader's file: it refers to nothing outside itself, so it
 * reads SCRIPTS_ATTRIBUTE by its literal name (the tests run it on withScriptsAfterLoad's output).
 */
export function startScriptsAfterLoad(script: HTMLOrSVGScriptElement | null): void {
  const list =
    script instanceof HTMLScriptElement ? (script.getAttribute("data-scripts") ?? "") : "";
  const urls = list.split(" ").filter((url) => url !== "");
  const start = () => {
    for (const url of urls) {
      const element = document.createElement("script");
      element.src = url;
      document.body.append(element);
    }
  };
  // After the next frame has painted.
  const afterPaint = () => {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  };
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint, { once: true });
}

/** The loader's file: its code, and a name with its content's hash, like webpack's bundles. */
export function loaderFile(): { name: string; source: string } {
  const source = `(${startScriptsAfterLoad.toString()})(document.currentScript);\n`;
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 20);
  return { name: `scripts-after-load-${hash}.js`, source };
}

const ASYNC_BUNDLE = /<script src="([^"]+)" async><\/script>/g;

/**
 * The slice's bundles, `<script src async>` each, as one loader script that names them in its
 * `data-scripts`, in their order; HTML without such a bundle is returned as it was.
 */
export function withScriptsAfterLoad(html: string, loaderUrl: string): string {
  const urls = [...html.matchAll(ASYNC_BUNDLE)].map((match) => match[1] ?? "");
  if (urls.length === 0) return html;
  const loader = `<script src="${loaderUrl}" async ${SCRIPTS_ATTRIBUTE}="${urls.join(" ")}"></script>`;
  let placed = false;
  return html.replace(ASYNC_BUNDLE, () => {
    if (placed) return "";
    placed = true;
    return loader;
  });
}
