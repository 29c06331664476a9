import type { GatsbySSR } from "gatsby";
import { HEAD_SCRIPT_PAGES, headScript } from "./src/lib/head-script";

/**
 * The site's one inline script (src/lib/head-script.ts) in the <head> of the pages it acts on,
 * written into their HTML at build time only. In a page's `Head` it would also ship in the page's
 * code, with the modules it is written from (2.6 KB gzip more on the gallery's first load, 1.7 KB
 * on the contact page's, measured), for a browser that never needs it: the script acts only while
 * the first document is parsed.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (!(HEAD_SCRIPT_PAGES as readonly string[]).includes(pathname)) return;
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: headScript }} />,
  ]);
};
