import type { GatsbySSR } from "gatsby";
import { withSharedPagePathScript } from "./src/ssr/page-path-script";
import { fontFaceCss, fontFaces } from "./src/styles/fonts";

/** English documents; fonts preloaded and declared inline so text paints in the right face early. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    ...fontFaces
      .filter((face) => face.preload)
      .map((face) => (
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
