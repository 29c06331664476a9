import type { GatsbySSR } from "gatsby";
import { withSharedPagePathScript } from "./src/ssr/page-path-script";
import { inlinedPageCss } from "./src/ssr/page-stylesheet";
import { renderBodyToString } from "./src/ssr/render-body";
import { facesToPreload, fontFaceCss } from "./src/styles/fonts";

/**
 * English documents; the faces the page's text is set in preloaded, and every face declared
 * inline, so text paints in the right face early.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args;
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    ...facesToPreload(inlinedPageCss(args)).map((face) => (
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
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents()));
};

/** The page's body, every Suspense boundary left in place (src/ssr/render-body.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBodyToString(bodyComponent));
};
