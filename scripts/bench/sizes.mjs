// Gzip sizes as the server sends them. Chromium asks for Brotli, so the bytes the browser
// sees on the wire are `br`; the budgets are in gzip, so every file is fetched once more with
// `Accept-Encoding: gzip` and the compressed body is counted. Where the server leaves a file
// uncompressed (under the 1 KB threshold of gatsby serve's compression middleware), the size
// is computed with zlib (level 6, the middleware's default) and flagged `computed`.
import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

function getWithGzip(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers["content-encoding"] ?? null,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
  });
}

/**
 * Returns a memoised `sizeOf(url)` resolving to `{ gzipBytes, rawBytes, computed }`:
 * the gzip transfer size of the body (headers excluded) and its uncompressed size.
 */
export function createSizer() {
  const cache = new Map();
  const measure = async (url) => {
    const { status, encoding, body } = await getWithGzip(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    if (encoding === "gzip") {
      return { gzipBytes: body.length, rawBytes: gunzipSync(body).length, computed: false };
    }
    if (encoding) throw new Error(`${url} came back as ${encoding} although gzip was asked for`);
    return {
      gzipBytes: gzipSync(body, { level: 6 }).length,
      rawBytes: body.length,
      computed: true,
    };
  };
  return (url) => {
    if (!cache.has(url)) cache.set(url, measure(url));
    return cache.get(url);
  };
}
