import { type JsonLdDocument, serializeJsonLd } from "../../../lib/structured-data";

interface JsonLdProps {
  data: JsonLdDocument;
}

/**
 * One schema.org JSON-LD document in the page's `Head`. A data block, not a script the browser
 * runs, so it needs no Content-Security-Policy hash; `serializeJsonLd` escapes `<` so content can
 * never close the element early.
 */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
