import type { GatsbySSR } from "gatsby";
import { facesToPreload, fontFaceCss, fontFaces } from "../../src/styles/fonts";
import { isOn } from "./options";
import { withSharedPagePathScript } from "./page-path-script";
import { inlinedPageCss } from "./page-stylesheet";
import { renderBodyToString } from "./render-body";

/**
 * English documents; the faces the page's text is set in preloaded (every face, with the switch
 * off), and every face declared inline, so text paints in the right face early.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args, options) => {
  const { setHtmlAttributes, setHeadComponents } = args;
  setHtmlAttributes({ lang: "en" });
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

/** One page-path script for all pages, so the Content-Security-Policy needs one hash for it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getPostBodyComponents, replacePostBodyComponents },
  options,
) => {
  if (!isOn(options, "shared-page-path-script")) return;
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents()));
};

/** The page's body, every Suspense boundary left in place (render-body.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async (
  { bodyComponent, replaceBodyHTMLString },
  options,
) => {
  if (!isOn(options, "boundaries-in-place")) return;
  replaceBodyHTMLString(await renderBodyToString(bodyComponent));
};
