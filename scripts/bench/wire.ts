/**
 * A page's HTML as it crosses the wire: the compressed body and the response headers the local
 * server sends (the project's `_headers` included), against the 14.6 KB a new connection's first
 * round trip carries (ten TCP segments of 1,460 bytes, RFC 6928). A page that fits is parsed, and
 * its LCP picture and fonts found, one round trip sooner (about 0.15 s on Lighthouse's phone).
 */
import http from "node:http";
import zlib from "node:zlib";
import { startStaticServer } from "../serve/static-server.js";

/** The project's static server (scripts/serve) on a free port, typed for the benchmark. */
export const serve = startStaticServer as (
  dir: string,
) => Promise<{ origin: string; stop: () => void }>;

/** What Chromium asks for; the server answers HTML with Brotli. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface Wire {
  status: number;
  encoding: string | null;
  headerBytes: number;
  bodyBytes: number;
}

/** The status line and header block of a response, as sent (chunk framing not counted). */
function headerBytes(response: http.IncomingMessage) {
  const lines = [`HTTP/1.1 ${response.statusCode ?? 0} ${response.statusMessage ?? ""}`];
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    lines.push(`${response.rawHeaders[i] ?? ""}: ${response.rawHeaders[i + 1] ?? ""}`);
  }
  return Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
}

/** Fetches `route` from `origin` as Chromium would and counts what came over the wire. */
export function htmlOnWire(origin: string, route: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${route}`,
      { headers: { "accept-encoding": ACCEPT_ENCODING } },
      (response) => {
        let bodyBytes = 0;
        response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
        response.on("end", () => {
          const encoding = response.headers["content-encoding"] ?? null;
          resolve({
            status: response.statusCode ?? 0,
            encoding,
            headerBytes: headerBytes(response),
            bodyBytes,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${route}`)));
  });
}

/** Brotli at quality 4, as the server's compression middleware sends HTML. */
export const brotliBytes = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
