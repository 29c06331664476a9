import type { ReactNode } from "react";

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/**
 * Gatsby's page shell (its default html.js), in English, without what only old browsers read: the
 * `x-ua-compatible` meta (Internet Explorer) and `shrink-to-fit=no` (Safari 9). Every page's
 * HTML must fit a new connection's first round trip with room for the staff's edits, and these
 * two cost 0.1 KB of it on the wire (Brotli 4, measured on /services on 2026-11-27).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    <html lang="en" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
