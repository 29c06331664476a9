/**
 * The local server of the production build in public/, as the CDN host will serve it: it answers
 * like `gatsby serve` does for this site's `trailingSlash: "never"` and adds the headers that
 * public/_headers (written by the build, see src/deploy/) gives each URL, exactly as Netlify and
 * Cloudflare Pages apply that file. So `npm run serve`, `npm start`, the browser tests and the
 * benchmark all run under the real Content-Security-Policy and caching rules.
 *
 * Ours here is only what the hosts do on top of a file server: which file answers a URL
 * (resolve-path.js: clean URLs, the 404 page, the folder's boundary) and the `_headers` layer
 * (host-headers.js). Sending the file is left to `send`, the file server under Express's
 * serve-static (ETag and Last-Modified with 304, Range with 206 and 416, HEAD, MIME types, stream
 * errors reported instead of thrown), and compression to Express's `compression` middleware, the
 * one `gatsby serve` uses (Brotli quality 4 when the client accepts br, else gzip, from 1 KB).
 *
 * - Only GET and HEAD: any other method gets 405 with `Allow: GET, HEAD`, as on both hosts.
 * - Unknown paths get public/404.html with status 404 (and the headers of the path asked for).
 * - A rebuild while the server runs never stops it: a file that vanishes or fails while it is
 *   sent is answered 404 or 500 if nothing was sent yet, else its connection is cut; a 500 says
 *   what failed without any file path (the details go to `warn`).
 *
 * Why not `gatsby serve` itself: it sends none of these headers, and it recognises pages through
 * the datastore in .cache/; when that is missing or being rewritten by another build it answers
 * /about with a 301 to /about/, which Lighthouse then charges as a redirect (~650 ms on mobile).
 */
const http = require("node:http");
const compression = require("compression");
const send = require("send");
const { HeadersFileError } = require("../../src/deploy/headers-format");
const { applyHostHeaders, headerRules, HOST_DEFAULT_CACHE_CONTROL } = require("./host-headers");
const { notFoundPage, resolvePath } = require("./resolve-path");

const METHODS = new Set(["GET", "HEAD"]);

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {import("./resolve-path").PublishedFile} PublishedFile
 */

/** The path and query of a request target ("/a?b" -> ["/a", "?b"]); no URL parser to throw. */
function splitTarget(target) {
  const query = target.search(/[?#]/);
  if (query < 0) return [target, ""];
  return [target.slice(0, query), target[query] === "?" ? target.slice(query) : ""];
}

/** Ends `response` with `status`, a line of plain text and the `headers` given. */
function plain(response, status, text, headers = {}) {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(text);
}

/** Removes every header but those `_headers` set (kept in `hostHeaders`). */
function resetHeaders(response, hostHeaders) {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  for (const [name, value] of hostHeaders) response.setHeader(name, value);
}

/**
 * Sends `file` with `status` (200, or 404 for the 404 page) through `send`; when that fails
 * before the headers went out, `onError` answers instead, else the connection is cut.
 * @param {Request} request
 * @param {Response} response
 * @param {PublishedFile} file
 * @param {200 | 404} status
 * @param {(error: Error & { status?: number, headers?: Record<string, string> }) => void} onError
 */
function sendFile(request, response, file, status, onError) {
  const hostHeaders = response.getHeaderNames().map((name) => [name, response.getHeader(name)]);
  const isPage = status === 200;
  response.statusCode = status;
  const fail = (error) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    resetHeaders(response, hostHeaders);
    onError(error);
  };
  send(request, encodeURI(file.relative), {
    root: file.root,
    dotfiles: "allow",
    index: false,
    cacheControl: false,
    // The 404 page is not a resource of its own: no validators, no ranges, never 304 or 206.
    etag: isPage,
    lastModified: isPage,
    acceptRanges: isPage,
  })
    .on("directory", () => {
      fail(Object.assign(new Error("a folder took the file's place"), { status: 404 }));
    })
    .on("error", fail)
    .pipe(response);
}

/** The request handler for `publicDir`; problems go to `warn`. */
function createHandler(publicDir, warn) {
  const rulesNow = headerRules(publicDir, warn);
  const compress = compression({
    // A range is a slice of the file's bytes: compressing it would change what the slice means.
    filter: (request, response) =>
      response.statusCode !== 206 && compression.filter(request, response),
  });

  /** Answers 404 with the 404 page when there is one, else with a line of text. */
  function notFound(request, response, page) {
    if (!page) {
      plain(response, 404, "Not found");
      return;
    }
    sendFile(request, response, page, 404, (error) => {
      if (error.status !== 404) warn(`404 page: ${String(error.stack ?? error)}`);
      plain(response, 404, "Not found");
    });
  }

  /** Answers a failure of the server or of a file it sends, never showing a file path. */
  function failed(response, error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (error instanceof HeadersFileError) {
      plain(response, 500, error.message);
      return;
    }
    warn(String(error.stack ?? error));
    plain(response, 500, "Internal server error: the details are in the server's output.");
  }

  async function serve(request, response) {
    if (!METHODS.has(request.method ?? "")) {
      plain(response, 405, "Method not allowed", { Allow: "GET, HEAD" });
      return;
    }
    const [urlPath, query] = splitTarget(request.url ?? "/");
    const found = await resolvePath(publicDir, urlPath);
    if (found.kind === "redirect") {
      response.writeHead(301, { Location: `${found.location}${query}` }).end();
      return;
    }
    applyHostHeaders(response, await rulesNow(), urlPath);
    if (found.kind === "bad-request") {
      plain(response, 400, "Bad request");
    } else if (found.kind === "not-found") {
      notFound(request, response, found.page);
    } else {
      sendFile(request, response, found.file, 200, (error) => {
        const status = error.status ?? 500;
        if (status === 404) {
          // The file went away since it was found (a rebuild): answer as for any unknown path.
          notFoundPage(publicDir).then(
            (page) => {
              notFound(request, response, page);
            },
            (pageError) => {
              failed(response, pageError);
            },
          );
        } else if (status < 500) {
          plain(response, status, http.STATUS_CODES[status] ?? "Error", error.headers);
        } else {
          failed(response, error);
        }
      });
    }
  }

  return (request, response) => {
    compress(request, response, () => {
      serve(request, response).catch((error) => {
        failed(response, error);
      });
    });
  };
}

/** The server for `publicDir`, not yet listening; problems go to `warn`. */
function createStaticServer(publicDir, { warn = console.warn } = {}) {
  return http.createServer(createHandler(publicDir, warn));
}

/**
 * Serves `publicDir` on `host`:`port` (0: a free port); resolves to `{ origin, server, stop }`
 * once it listens. `stop()` closes the server and every open connection.
 */
function startStaticServer(publicDir, { port = 0, host = "127.0.0.1", warn } = {}) {
  const server = createStaticServer(publicDir, { warn });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const stop = () => {
        server.closeAllConnections();
        server.close();
      };
      resolvePromise({ origin: `http://${host}:${server.address().port}`, server, stop });
    });
  });
}

module.exports = { createStaticServer, startStaticServer, HOST_DEFAULT_CACHE_CONTROL };
