import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Renders a page's body to HTML the way Gatsby does (React's stream, written out once every part
 * is ready), with one setting changed: React never "outlines" a finished Suspense boundary.
 *
 * The Layout puts the page's content and the footer in Suspense boundaries so the browser
 * hydrates them after the shell, in slices of a few milliseconds instead of one long task. By
 * default React 19 sends a finished boundary past 12,800 bytes (`progressiveChunkSize`) out of
 * place, in a hidden `<div>` moved into position by an inline script: visitors without
 * JavaScript would see no content, and the site's script policy (hashes, no 'unsafe-inline')
 * blocks that script. With no size limit every finished boundary stays where it belongs.
 */
export function renderBodyToString(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
