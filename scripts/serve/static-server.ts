/**
 * The local server of the production build in public/, as the CDN host will serve it: it answers
 * like `gatsby serve` does for this site's `trailingSlash: "never"` and adds the headers that
 * public/_headers (written by the build, see src/deploy/) gives each URL, exactly as Netlify and
 * Cloudflare Pages apply that file. So `npm run serve`, `npm start`, the browser tests and the
 * benchmark all run under the real Content-Security-Policy and caching rules.
 *
 * The hosts publish a finished build at once; this server reads a folder that a build may be
 * rewriting. So every answer is read whole before a byte of it is sent, and sent only when
 * nothing moved meanwhile: no build under way (src/deploy/published-folder.ts) before and after,
 * `_headers` and the file unchanged (inode, size, time) from before the read to after it.
 * Otherwise the answer is 503 with Retry-After: a visitor gets the old file or the new one with
 * its own headers, or is asked to come back, never a torn file or a page without its policy.
 * That is why the file is not streamed with `send` (Express's file server): it stats a file and
 * streams whatever bytes are there later, so a file rewritten in between went out torn under 200.
 *
 * - Only GET and HEAD: any other method gets 405 with `Allow: GET, HEAD`, as on both hosts.
 * - Every other answer carries the headers `_headers` gives the path asked for: the page's, the
 *   404 page's (an unknown path), the 301 from /about/ to /about's.
 * - Unknown paths get public/404.html with status 404; a malformed target gets 400.
 * - ETag (size and time) with 304; Brotli (quality 4, as `gatsby serve`) or gzip for
 *   compressible types from 1 KB; no byte ranges (the site has no media that needs them).
 * - A failure gets 500 saying what failed without any file path (the details go to `warn`).
 *
 * Why not `gatsby serve` itself: it sends none of these headers, and it recognises pages through
 * the datastore in .cache/; when that is missing or being rewritten by another build it answers
 * /about with a 301 to /about/, which Lighthouse then charges as a redirect (~650 ms on mobile).
 */
import { open, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import http2, { type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compressible from "compressible";
import mime from "mime-types";
import {
  HeadersFileError,
  headersFor,
  parseHeadersFile,
  type ParsedRule,
} from "../../src/deploy/headers-format.ts";
import { buildUnderWay } from "../../src/deploy/published-folder.ts";
import type { Certificate } from "./certificate.ts";
import { notFoundPage, resolvePath, type PublishedFile } from "./resolve-path.ts";

/** What Netlify and Cloudflare Pages send when no rule sets Cache-Control. */
export const HOST_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const RETRY_AFTER_SECONDS = 2;
const COMPRESS_FROM_BYTES = 1024;

type Warn = (text: string) => void;
/** A request and its response over HTTP/1.1 or HTTP/2 (Node's compatibility API), alike here. */
type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** A file as read: its bytes, and the inode, size and time it had before and after the read. */
interface ReadFile {
  body: Buffer;
  stats: Stats;
}

/** Why no answer can be given from the folder as it is now. */
class NotNow extends Error {}

const sameFile = (a: Stats, b: Stats): boolean =>
  a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * The whole of `file` when it did not change while it was read; null when it is not there (or
 * not a file); NotNow when it changed.
 */
async function readWhole(file: string): Promise<ReadFile | null> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    const body = await handle.readFile();
    const after = await stat(file).catch(() => null);
    if (after === null || !sameFile(stats, after) || body.length !== stats.size) {
      throw new NotNow(`${path.basename(file)} changed while it was read`);
    }
    return { body, stats };
  } finally {
    await handle.close();
  }
}

/**
 * The rules of public/_headers, parsed again only when the file is another one (a build renames
 * a new one over it). A malformed file throws its HeadersFileError, whose message names lines,
 * never paths.
 */
function headerRules(publicDir: string) {
  const file = path.join(publicDir, "_headers");
  let cached: { stats: Stats; rules: ParsedRule[] } | null = null;
  return async (): Promise<{ rules: ParsedRule[]; stats: Stats }> => {
    const read = await readWhole(file);
    if (read === null) {
      throw new NotNow("public/_headers is missing: a build is under way or the last one failed");
    }
    if (cached === null || !sameFile(cached.stats, read.stats)) {
      cached = { stats: read.stats, rules: parseHeadersFile(read.body.toString("utf8")) };
    }
    return cached;
  };
}

/** The path and query of a request target ("/a?b" -> ["/a", "?b"]); no URL parser to throw. */
function splitTarget(target: string): [string, string] {
  const query = target.search(/[?#]/);
  if (query < 0) return [target, ""];
  return [target.slice(0, query), target[query] === "?" ? target.slice(query) : ""];
}

/** The encodings the client accepts ("gzip, br;q=0" -> gzip). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (name !== "" && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed as the client accepts and the type allows, with the encoding's name. */
async function compressed(
  request: Request,
  type: string,
  body: Buffer,
): Promise<[string | null, Buffer]> {
  if (body.length < COMPRESS_FROM_BYTES || compressible(type) !== true) return [null, body];
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (accepted.has("br")) {
    return ["br", await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })];
  }
  if (accepted.has("gzip")) return ["gzip", await gzip(body)];
  return [null, body];
}

/** Whether the client's copy, named by If-None-Match, is still this one (weak comparison). */
function isFresh(request: Request, etag: string): boolean {
  const match = request.headers["if-none-match"];
  if (match === undefined || /\bno-cache\b/.test(request.headers["cache-control"] ?? "")) {
    return false;
  }
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return match.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const text = (status: number, line: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  body: Buffer.from(line),
});

/**
 * The answer for a published file: 200 (or 304 when the client's copy is current), or 404 with
 * the 404 page; null when the file is not there (any more).
 */
async function fileAnswer(
  request: Request,
  file: PublishedFile | null,
  status: 200 | 404,
): Promise<Answer | null> {
  const read = file === null ? null : await readWhole(path.join(file.root, file.relative));
  if (file === null || read === null) return null;
  const type = mime.contentType(path.extname(file.relative)) || "application/octet-stream";
  const etag = `W/"${read.stats.size.toString(16)}-${Math.floor(read.stats.mtimeMs).toString(16)}"`;
  // The 404 page is not a resource of its own: no validator, never 304.
  if (status === 200 && isFresh(request, etag)) {
    return { status: 304, headers: { ETag: etag }, body: Buffer.alloc(0) };
  }
  const [encoding, body] = await compressed(request, type, read.body);
  return {
    status,
    headers: {
      "Content-Type": type,
      ...(status === 200 ? { ETag: etag } : {}),
      ...(encoding === null ? {} : { "Content-Encoding": encoding }),
      ...(compressible(type) === true ? { Vary: "Accept-Encoding" } : {}),
    },
    body,
  };
}

/** The request handler for `publicDir`; problems go to `warn`. */
function createHandler(publicDir: string, warn: Warn) {
  const rulesNow = headerRules(publicDir);

  /** The answer, and the `_headers` rules read with it, from a folder no build is rewriting. */
  async function answer(request: Request, urlPath: string, query: string) {
    if (buildUnderWay(publicDir)) throw new NotNow("a build is rewriting public/");
    const { rules, stats } = await rulesNow();
    const found = await resolvePath(publicDir, urlPath);
    let result: Answer | null = null;
    if (found.kind === "bad-request") {
      result = text(400, "Bad request");
    } else if (found.kind === "redirect") {
      result = {
        status: 301,
        headers: { Location: `${found.location}${query}` },
        body: Buffer.alloc(0),
      };
    } else if (found.kind === "file") {
      result = await fileAnswer(request, found.file, 200);
    }
    // An unknown path, or a file that went away since it was found: the 404 page.
    result ??= await fileAnswer(request, await notFoundPage(publicDir), 404);
    result ??= text(404, "Not found");
    if (buildUnderWay(publicDir)) throw new NotNow("a build started while public/ was read");
    const { stats: after } = await rulesNow();
    if (!sameFile(stats, after)) throw new NotNow("public/_headers changed while public/ was read");
    return { result, rules };
  }

  async function serve(request: Request, response: Response): Promise<void> {
    if (request.method !== "GET" && request.method !== "HEAD") {
      send(response, request, text(405, "Method not allowed", { Allow: "GET, HEAD" }));
      return;
    }
    const [urlPath, query] = splitTarget(request.url ?? "/");
    try {
      const { result, rules } = await answer(request, urlPath, query);
      // A rule's header replaces the file server's value under the same name: each is sent once.
      const host = Object.fromEntries(headersFor(rules, urlPath));
      const names = new Set(Object.keys(host).map((name) => name.toLowerCase()));
      const own = Object.entries(result.headers).filter(([name]) => !names.has(name.toLowerCase()));
      const headers: Record<string, string> = { ...Object.fromEntries(own), ...host };
      if (!names.has("cache-control")) headers["Cache-Control"] = HOST_DEFAULT_CACHE_CONTROL;
      send(response, request, { ...result, headers });
    } catch (error) {
      if (error instanceof NotNow) {
        send(
          response,
          request,
          text(503, `Not now: ${error.message}. Try again shortly.`, {
            "Retry-After": String(RETRY_AFTER_SECONDS),
            "Cache-Control": "no-store",
          }),
        );
      } else if (error instanceof HeadersFileError) {
        send(response, request, text(500, error.message));
      } else {
        warn(error instanceof Error ? (error.stack ?? error.message) : String(error));
        send(
          response,
          request,
          text(500, "Internal server error: the details are in the server's output."),
        );
      }
    }
  }

  return (request: Request, response: Response): void => {
    serve(request, response).catch((error: unknown) => {
      warn(String(error));
      response.destroy();
    });
  };
}

/** Sends `answer` whole (its headers only for HEAD and the statuses without a body). */
function send(response: Response, request: Request, { status, headers, body }: Answer): void {
  const bodiless = request.method === "HEAD" || status === 304 || status === 301;
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (status !== 304) response.setHeader("Content-Length", String(body.length));
  if (bodiless) response.end();
  else response.end(body);
}

export interface StaticServer {
  origin: string;
  stop: () => void;
}

/**
 * Serves `publicDir` on `host`:`port` (0: a free port); resolves once it listens. With `tls` it
 * speaks HTTP/2 over TLS, as the hosts do (and HTTP/1.1 to clients that ask for it), at an
 * https:// origin. `stop()` closes the server and every open connection.
 */
export function startStaticServer(
  publicDir: string,
  {
    port = 0,
    host = "127.0.0.1",
    warn,
    tls,
  }: { port?: number; host?: string; warn?: Warn; tls?: Certificate } = {},
): Promise<StaticServer> {
  const handler = createHandler(publicDir, warn ?? console.warn);
  const server = tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
    : http.createServer(handler);
  const sockets = new Set<Socket>();
  server.on(tls ? "secureConnection" : "connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: listening } = server.address() as AddressInfo;
      const stop = () => {
        server.close();
        for (const socket of sockets) socket.destroy();
      };
      resolve({ origin: `${tls ? "https" : "http"}://${host}:${String(listening)}`, stop });
    });
  });
}
