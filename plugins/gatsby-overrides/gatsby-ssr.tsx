import type { GatsbySSR } from "gatsby";
import type { HTMLAttributes } from "react";
import { facesToPreload, fontFaceCss, fontFaces } from "../../src/styles/fonts";
import { withoutGenerator } from "./head-components";
import { isOn } from "./options";
import { PAGE_PATH_ATTRIBUTE, withoutPagePathScript } from "./page-globals";
import { inlinedPageCss } from "./page-stylesheet";
import { renderBodyToString } from "./render-body";

/**
 * The page's path on `<body>` for the browser runtime (page-globals.tsx); the
 * faces the page's text is set in preloaded (every face, with the switch off), and every face
 * declared inline, so text paints in the right face early.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args, options) => {
  const { setBodyAttributes, setHeadComponents, pathname } = args;
  if (isOn(options, "no-inline-scripts")) {
    // A data attribute, which React's typings of <body>'s props do not list by name.
    const pagePath: HTMLAttributes<HTMLBodyElement> & Record<typeof PAGE_PATH_ATTRIBUTE, string> = {
      [PAGE_PATH_ATTRIBUTE]: pathname,
    };
    setBodyAttributes(pagePath);
  }
  const faces = isOn(options, "page-font-preloads")
    ? facesToPreload(inlinedPageCss(args))
    : fontFaces;
  setHeadComponents([
    ...faces.map((face) => (
      <link
        key={face.url}
        rel="preload"
        href={face.url}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
};

/**
 * No `<meta name="generator">` (it tells nobody but a prober which Gatsby runs the site). No
 * inline `window.pagePath` script: `<body>` carries the path (page-globals.tsx).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents },
  options,
) => {
  replaceHeadComponents(withoutGenerator(getHeadComponents()));
  if (!isOn(options, "no-inline-scripts")) return;
  replacePostBodyComponents(withoutPagePathScript(getPostBodyComponents()));
};

/** The page's body, every Suspense boundary left in place (render-body.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async (
  { bodyComponent, replaceBodyHTMLString },
  options,
) => {
  if (!isOn(options, "boundaries-in-place")) return;
  replaceBodyHTMLString(await renderBodyToString(bodyComponent));
};
