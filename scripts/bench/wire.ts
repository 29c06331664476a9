/**
 * A page's HTML as it crosses the wire: the compressed body and the response headers the local
 * server sends (the project's `_headers` included), against the 14.6 KB a new connection's first
 * round trip carries (ten TCP segments of 1,460 bytes, RFC 6928). A page that fits is parsed, and
 * its LCP picture and fonts found, one round trip sooner (about 0.15 s on Lighthouse's phone).
 * The headers are counted as HTTP/1.1 text; HTTP/2 sends them packed (HPACK), so fewer bytes.
 */
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import type { Certificate } from "../serve/certificate.ts";
import { startStaticServer } from "../serve/static-server.ts";

/**
 * The project's static server (scripts/serve) on a free port; with a certificate over HTTP/2 and
 * TLS, as the hosts serve the site.
 */
export const serve = (dir: string, tls?: Certificate) => startStaticServer(dir, tls ? { tls } : {});

/** A page's response: status, encoding, and the bytes of its status line and headers and of its body. */
export type Wire = Awaited<ReturnType<typeof htmlOnWire>>;

/**
 * Fetches `route` from `origin` as Chromium would (it accepts Brotli) and counts what came over
 * the wire; an https:// origin is trusted by its certificate `ca`.
 */
export async function htmlOnWire(origin: string, route: string, ca?: Buffer) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    const url = `${origin}${route}`;
    const request = url.startsWith("https:")
      ? https.get(url, { headers, ...(ca ? { ca } : {}) }, resolve)
      : http.get(url, { headers }, resolve);
    request.on("error", reject);
  });
  let bodyBytes = 0;
  for await (const chunk of response) bodyBytes += (chunk as Buffer).length;
  // Chunk framing is not counted: a few bytes.
  const lines = [`HTTP/1.1 ${response.statusCode ?? 0} ${response.statusMessage ?? ""}`];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    lines.push(`${response.rawHeaders[i] ?? ""}: ${response.rawHeaders[i + 1] ?? ""}`);
  }
  return {
    status: response.statusCode ?? 0,
    encoding: response.headers["content-encoding"] ?? null,
    headerBytes: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`),
    bodyBytes,
  };
}

/** Brotli at quality 4, as the server's compression middleware sends HTML. */
export const brotliBytes = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
